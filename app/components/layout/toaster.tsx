import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/components/ui/toast";
import { useSite } from "~/lib/i18n/site-context";
import { settings } from "~/content/settings";
import { dismissToast, useActiveToast } from "~/lib/toast";

/** The site's one notification area (spec sections 4 and 9). */
export function Toaster() {
  const active = useActiveToast();
  const { copy } = useSite();
  return (
    <ToastProvider
      duration={settings.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={settings.toastSwipeThresholdPx}
      label={copy.layout.notification}
    >
      {active ? (
        <Toast
          key={active.id}
          variant={active.variant}
          // Errors must be announced at once; confirmations can wait for a pause.
          type={active.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(active.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{active.title}</ToastTitle>
            {active.description ? <ToastDescription>{active.description}</ToastDescription> : null}
            {active.action ? (
              <ToastAction altText={active.action.altText} onClick={active.action.onClick}>
                {active.action.label}
              </ToastAction>
            ) : null}
          </div>
          <ToastClose label={copy.layout.closeToast} />
        </Toast>
      ) : null}
      <ToastViewport hotkey={[...settings.toastHotkey]} label={copy.layout.notificationsLabel} />
    </ToastProvider>
  );
}
