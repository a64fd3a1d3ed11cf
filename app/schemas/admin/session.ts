import { z } from "zod";

export const AdminLoginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(100),
  password: z.string().min(1, "Password is required").max(200),
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;
