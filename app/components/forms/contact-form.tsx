import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import {
  CONTACT_FAILURE_TITLE,
  CONTACT_SUCCESS,
  type Contact,
  type ContactInput,
  ContactSchema,
} from "~/schemas/contact";
import { type FormActionData, failureDescription, postForm } from "./form-errors";
import { controlClass, FormField } from "./form-field";
import { FormStatus } from "./form-status";

const EMPTY: ContactInput = { name: "", email: "", message: "" };

/**
 * With JavaScript: checked by the shared schema, sent to POST /api/contact, result as a toast.
 * Without: a plain POST to the page's action, which answers with errors next to the fields.
 */
export function ContactForm({ actionData }: { actionData?: FormActionData<Contact> }) {
  const serverErrors = actionData && !actionData.ok ? actionData.errors : {};
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(ContactSchema),
    defaultValues: actionData && !actionData.ok ? actionData.values : EMPTY,
    mode: "onTouched",
  });

  const onValid = async (values: Contact) => {
    try {
      await postForm("/api/contact", values);
      toast({ title: CONTACT_SUCCESS.title, description: CONTACT_SUCCESS.text });
      reset(EMPTY);
    } catch (error) {
      toast({ title: CONTACT_FAILURE_TITLE, description: failureDescription(error), variant: "destructive" });
    }
  };

  const errorFor = (name: keyof ContactInput) => errors[name]?.message ?? serverErrors[name];
  // register() sets values on the client only; the server render needs them for the no-JS path.
  const initial = actionData && !actionData.ok ? actionData.values : EMPTY;

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="space-y-4"
      aria-label="Contact Us"
    >
      <FormStatus
        success={actionData?.ok ? CONTACT_SUCCESS : undefined}
        error={actionData && !actionData.ok ? actionData.formError : undefined}
      />
      <FormField id="contact-name" label="Name" error={errorFor("name")}>
        {(aria) => (
          <input
            {...aria}
            {...register("name")}
            defaultValue={initial.name}
            autoComplete="name"
            className={`${controlClass(Boolean(errorFor("name")))} h-11`}
          />
        )}
      </FormField>
      <FormField id="contact-email" label="Email" error={errorFor("email")}>
        {(aria) => (
          <input
            {...aria}
            {...register("email")}
            defaultValue={initial.email}
            type="email"
            autoComplete="email"
            className={`${controlClass(Boolean(errorFor("email")))} h-11`}
          />
        )}
      </FormField>
      <FormField id="contact-message" label="Message" error={errorFor("message")}>
        {(aria) => (
          <textarea
            {...aria}
            {...register("message")}
            defaultValue={initial.message}
            rows={5}
            className={`${controlClass(Boolean(errorFor("message")))} py-2`}
          />
        )}
      </FormField>
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("primary", "lg", "w-full sm:w-auto")}
      >
        {isSubmitting ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        Send Message
      </button>
    </form>
  );
}
