import { PASSWORD_MAX, PASSWORD_MIN } from "@common/accounts";
import { TextField } from "./form";

/** The attributes of a field that takes a new password: the registration's length and the list's hint. */
export const NEW_PASSWORD_INPUT = {
  type: "password",
  autoComplete: "new-password",
  required: true,
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  hint: `At least ${PASSWORD_MIN} characters; common passwords are refused`,
} as const;

/** A new password and its confirmation, with the registration's length and the list's hint. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label="New password"
        name="new-password"
        {...NEW_PASSWORD_INPUT}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <TextField
        label="Confirm new password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}
