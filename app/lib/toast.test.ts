// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { dismissToast, toast } from "./toast";
import { act, renderHook } from "@testing-library/react";
import { useActiveToast } from "./toast";

describe("toast", () => {
  it("keeps only the newest toast, so at most one is shown", () => {
    const { result } = renderHook(() => useActiveToast());
    act(() => {
      toast({ title: "First" });
    });
    expect(result.current?.title).toBe("First");
    act(() => {
      toast({ title: "Second", variant: "destructive" });
    });
    expect(result.current).toMatchObject({ title: "Second", variant: "destructive" });
  });

  it("ignores a dismissal of a toast that was already replaced", () => {
    const { result } = renderHook(() => useActiveToast());
    let first = 0;
    act(() => {
      first = toast({ title: "Old" });
      toast({ title: "New", action: { label: "Retry", altText: "Retry", onClick: vi.fn() } });
    });
    act(() => dismissToast(first));
    expect(result.current?.title).toBe("New");
    act(() => dismissToast(result.current!.id));
    expect(result.current).toBeNull();
  });
});
