import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** Each test gets a fresh store. */
const fresh = () => import("./use-toast");

describe("toast rules", () => {
  it("holds at most one toast: a new one replaces the shown one", async () => {
    const store = await fresh();
    store.toast({ title: "First" });
    store.toast({ title: "Second", variant: "destructive" });
    expect(store.getToasts()).toMatchObject([{ title: "Second", variant: "destructive", open: true }]);
    expect(store.TOAST_LIMIT).toBe(1);
  });

  it("can be updated, is dismissed (open false), and is removed 1,000,000 ms later", async () => {
    vi.useFakeTimers();
    const store = await fresh();
    const t = store.toast({ title: "Hello" });
    t.update({ title: "Updated" });
    expect(store.getToasts()).toMatchObject([{ title: "Updated", open: true }]);
    t.dismiss();
    expect(store.getToasts()).toMatchObject([{ title: "Updated", open: false }]);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
    expect(store.TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(store.TOAST_DURATION).toBe(5000);
  });
});
