import { errorText } from "~/components/account/error-text";
import { useSchemaForm } from "~/components/forms/use-route-form";
import { Field } from "~/components/ui/field";
import { Send } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { ApiError, apiFetch } from "~/lib/api";
import { translatedMessage } from "~/lib/form-messages";
import { useLocale, useLocalePath, useT } from "~/lib/i18n";
import { CHAT_MESSAGE_MAX } from "~/schemas/chat";
import { type VisitorChatInput, VisitorChatSchema } from "~/schemas/chat-visitor";

const EMPTY: VisitorChatInput = { name: "", email: "", message: "" };

/**
 * What a signed-out visitor sees in the chat panel: name, e-mail and the first message, checked
 * by the same schema the server uses. The answer sets the room's cookie; `onOpened` gets the room.
 */
export function VisitorChatForm({ onOpened }: { onOpened: (roomId: number) => void }) {
  const t = useT();
  const href = useLocalePath();
  const locale = useLocale();
  // Live chat is an API client, not a route form: the schema-checked form without a fetcher.
  const form = useSchemaForm(VisitorChatSchema, EMPTY);
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: keyof VisitorChatInput) => errorText(t, errors[name]?.message);
  const submit = form.handleSubmit(async (input) => {
    try {
      const room = await apiFetch<{ id: number }>("/api/chat/visitor", {
        method: "POST",
        body: { ...input, locale },
      });
      onOpened(room.id);
    } catch (error) {
      const message =
        error instanceof ApiError && error.serverMessage ? translatedMessage(t, error.serverMessage) : null;
      form.setError("root", { message: message ?? t("chat.visitor.failed") });
    }
  });
  const control = inputClass("storefront", "h-11");
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 overflow-y-auto p-3"
      data-testid="visitor-chat-form"
    >
      <p className="text-sm text-muted">{t("chat.visitor.intro")}</p>
      {errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errors.root.message}
        </p>
      )}
      <Field id="visitor-chat-name" label={t("chat.visitor.name")} error={errorOf("name")}>
        {(aria) => <input {...aria} {...form.register("name")} className={control} autoComplete="name" />}
      </Field>
      <Field id="visitor-chat-email" label={t("chat.visitor.email")} error={errorOf("email")}>
        {(aria) => (
          <input
            {...aria}
            {...form.register("email")}
            type="email"
            className={control}
            autoComplete="email"
          />
        )}
      </Field>
      <Field id="visitor-chat-message" label={t("chat.visitor.message")} error={errorOf("message")}>
        {(aria) => (
          <textarea
            {...aria}
            {...form.register("message")}
            rows={3}
            maxLength={CHAT_MESSAGE_MAX}
            className={inputClass("storefront", "py-2")}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-control bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        <Send aria-hidden="true" className="size-4" />
        {isSubmitting ? t("chat.visitor.sending") : t("chat.visitor.submit")}
      </button>
      <p className="text-center text-sm text-muted">
        {t("chat.visitor.signIn")}{" "}
        <a href={href("/auth/login")} className="font-semibold text-primary-700 underline">
          {t("chat.visitor.signInLink")}
        </a>
      </p>
    </form>
  );
}
