// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastArea } from "./toaster";
import { toast } from "~/lib/toast";
import { renderInSite } from "~/lib/i18n/test-site";
import { useSite } from "~/lib/i18n/site-context";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The notification area with the site's words, as a form island shows it. */
function Toaster() {
  return <ToastArea words={useSite().copy.layout} />;
}

describe("ToastArea", () => {
  it("shows one toast at a time, with its title, description, action and close button", () => {
    renderInSite(<Toaster />);
    const retry = vi.fn();
    act(() => {
      toast({ title: "Message Sent!", description: "Thanks." });
      toast({
        title: "Could not send",
        variant: "destructive",
        action: { label: "Try again", altText: "Send the form again", onClick: retry },
      });
    });
    expect(screen.queryByText("Message Sent!")).toBeNull();
    expect(screen.getAllByText("Could not send").length).toBeGreaterThan(0);
    const toastElement = document.querySelector('[data-slot="toast"]');
    expect(toastElement?.getAttribute("data-variant")).toBe("destructive");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("closes a toast with its close button, and by itself after 5000 ms", () => {
    vi.useFakeTimers();
    renderInSite(<Toaster />);
    act(() => {
      toast({ title: "First" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    act(() => vi.advanceTimersByTime(300));
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();

    act(() => {
      toast({ title: "Second" });
    });
    act(() => vi.advanceTimersByTime(4900));
    expect(document.querySelector('[data-slot="toast"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
  });
});
