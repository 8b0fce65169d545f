import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/components/ui/toast";
import type { SiteCopy } from "~/content/copy/en/site";
import { useSite } from "~/lib/i18n/site-context";
import { settings } from "~/content/settings";
import { dismissToast, useActiveToast } from "~/lib/toast";

/** The notification area's own words (from the site copy), as plain props. */
export type ToastWords = Pick<
  SiteCopy["layout"],
  "notification" | "notificationsLabel" | "closeToast"
>;

/**
 * The site's one notification area (spec sections 4 and 9): at most one toast, gone after
 * 5000 ms, swiped away to the right or closed with its button; F8 focuses the area.
 */
export function ToastArea({ words }: { words: ToastWords }) {
  const active = useActiveToast();
  return (
    <ToastProvider
      duration={settings.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={settings.toastSwipeThresholdPx}
      label={words.notification}
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
          <ToastClose label={words.closeToast} />
        </Toast>
      ) : null}
      <ToastViewport hotkey={[...settings.toastHotkey]} label={words.notificationsLabel} />
    </ToastProvider>
  );
}

/**
 * For a form island's props: the notification area's words (the island brings the area with
 * it, one per page).
 */
export function useIslandToastWords(): ToastWords {
  const { notification, notificationsLabel, closeToast } = useSite().copy.layout;
  return { notification, notificationsLabel, closeToast };
}
