import { useId } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { IconComponent } from "~/components/ui/icons";
import { MailCheck } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { richText, useLocalePath, useT } from "~/lib/i18n";

/** Shown instead of the Pay button while the shop requires a verified e-mail and this one is not. */
export function VerifyEmailFirst({ email }: { email: string }) {
  const t = useT();
  const href = useLocalePath();
  return (
    <CheckoutNotice
      tone="warning"
      icon={MailCheck}
      title={t("checkout.verify.title")}
      testId="verify-email-first"
    >
      <p className="mt-2 text-muted">
        {richText(t, "checkout.verify.text", {
          email: <strong className="break-all text-ink">{email}</strong>,
        })}
      </p>
      <Form method="post" action={href("/auth/resend-verification")} className="mt-5 flex flex-wrap gap-3">
        <input type="hidden" name="redirectTo" value={href("/checkout")} />
        <button type="submit" className={buttonClass("primary", "md")} data-testid="resend-verification">
          {t("checkout.verify.resend")}
        </button>
        <Link to={href("/cart")} className={buttonClass("secondary", "md")}>
          {t("checkout.backToCart")}
        </Link>
      </Form>
    </CheckoutNotice>
  );
}

const NOTICE_TONES = {
  info: { box: "border-info-700/25 bg-info-50", icon: "text-info-700" },
  warning: { box: "border-warning-800/25 bg-warning-50", icon: "text-warning-800" },
} as const;

/** A panel that stands where the Pay form would be, saying why it is not there yet. */
export function CheckoutNotice({
  tone,
  icon: Icon,
  title,
  testId,
  children,
}: {
  tone: keyof typeof NOTICE_TONES;
  icon: IconComponent;
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn("rounded-card border p-6", NOTICE_TONES[tone].box)}
      data-testid={testId}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={cn("mt-0.5 size-6 shrink-0", NOTICE_TONES[tone].icon)} />
        <div>
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}
