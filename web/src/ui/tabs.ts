/** Tab styles (Radix Tabs triggers and lists), so every tab strip of the site looks alike. */

/** A segmented control of equal-width tabs, as in the account and admin login dialogs. */
export const tabTriggerClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-stone-700 hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";
