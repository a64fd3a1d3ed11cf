import { z } from "zod";

export const AdminLoginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(100),
  password: z.string().min(1, "Password is required").max(200),
  // Asked for only when the account has two-factor on: an authenticator or recovery code.
  code: z.string().trim().max(20).optional(),
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;
