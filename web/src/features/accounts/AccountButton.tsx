import { buttonClass } from "@web/ui/kit";

/** The navigation bar's account button; the account dialog is part of the accounts feature. */
export function AccountButton() {
  return (
    <button type="button" className={buttonClass("primary")}>
      Log In
    </button>
  );
}
