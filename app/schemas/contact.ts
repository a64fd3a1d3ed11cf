import { z } from "./zod";

// SPEC.md §5 contact form: the same schema checks the browser form and the server.
const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  message: "Message must be at least 10 characters",
} as const;

export const ContactSchema = z.object({
  name: z
    .string(CONTACT_MESSAGES.name)
    .trim()
    .min(2, CONTACT_MESSAGES.name)
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string(CONTACT_MESSAGES.email)
    .trim()
    .max(254, CONTACT_MESSAGES.email)
    .pipe(z.email(CONTACT_MESSAGES.email)),
  message: z
    .string(CONTACT_MESSAGES.message)
    .trim()
    .min(10, CONTACT_MESSAGES.message)
    .max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.output<typeof ContactSchema>;

export const CONTACT_FIELDS = ["name", "email", "message"] as const;

// Its toasts (SPEC.md §8) are catalogue words, chosen in the page's language by the form's action.
