import { PASSWORD_MIN } from "../../../app/schemas/auth";
import { hashPassword } from "../../auth/password";
import { InvalidError } from "../errors";
// The most common passwords of 8 characters or more (decision 0064): one per line, lower case.
import commonPasswordList from "./common-passwords.txt?raw";

/** The service's refusal of a password on the list; the forms show it under the password field. */
const COMMON_PASSWORD_MESSAGE = "This password is too common. Choose one that is harder to guess";

let common: Set<string> | undefined;

/**
 * Whether the password is on the list, in any case. The set is built once per isolate.
 * @unitTested by `tests/integration/password-policy.test.ts`
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonPasswordList.split("\n").filter(Boolean));
  return common.has(password.toLowerCase());
}

/**
 * Today's rule for a password, asked of one typed at sign-in: an account whose password was set
 * under the old rule (6 characters, no list) still signs in and is asked to choose a new one.
 */
export function meetsPasswordPolicy(password: string): boolean {
  return password.length >= PASSWORD_MIN && !isCommonPassword(password);
}

/**
 * Every new or changed password passes here before it is hashed (the length is the shared zod
 * schema's; the list stays on the server, out of the browser's bundle). `field` is the form's.
 */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new InvalidError(COMMON_PASSWORD_MESSAGE, { field });
}

/** The refusal above, then the hash to store. */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  refuseCommonPassword(password, field);
  return hashPassword(password);
}
