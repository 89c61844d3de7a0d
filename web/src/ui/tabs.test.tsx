// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs";

afterEach(cleanup);

const TABS = [
  { value: "one", label: "One" },
  { value: "two", label: "Two" },
  { value: "three", label: "Three" },
];

function Strip(props: { value?: string; defaultValue?: string; onValueChange?: (v: string) => void; keep?: string }) {
  return (
    <Tabs.Root
      className="root"
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
    >
      <Tabs.List aria-label="Sections" data-testid="list">
        {TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((t) => (
        <Tabs.Content key={t.value} value={t.value} forceMount={t.value === props.keep || undefined}>
          Panel {t.label}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const selected = () => screen.getAllByRole("tab").filter((t) => t.getAttribute("aria-selected") === "true");
const key = (name: string, k: string) => fireEvent.keyDown(tab(name), { key: k });

describe("Tabs", () => {
  it("wires the roles and ids of the WAI-ARIA pattern, as Radix renders them", () => {
    render(<Strip defaultValue="two" />);
    const list = screen.getByRole("tablist", { name: "Sections" });
    expect(list.getAttribute("aria-orientation")).toBe("horizontal");
    expect(list.getAttribute("data-orientation")).toBe("horizontal");
    expect(list.hasAttribute("tabindex")).toBe(false);
    expect(list.parentElement!.className).toBe("root");

    const two = tab("Two");
    expect(two.tagName).toBe("BUTTON");
    expect(two.getAttribute("type")).toBe("button");
    expect(two.getAttribute("data-state")).toBe("active");
    expect(two.getAttribute("data-orientation")).toBe("horizontal");
    expect(tab("One").getAttribute("data-state")).toBe("inactive");
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([-1, 0, -1]);

    const panel = screen.getByRole("tabpanel", { name: "Two" });
    expect(two.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("aria-labelledby")).toBe(two.id);
    expect(panel.tabIndex).toBe(0);
    expect(panel.getAttribute("data-state")).toBe("active");
    expect(new Set(screen.getAllByRole("tab").map((t) => t.id)).size).toBe(3);
  });

  it("opens the default tab and renders only the open panel's children", () => {
    const { container } = render(<Strip defaultValue="one" />);
    expect(selected().map((t) => t.textContent)).toEqual(["One"]);
    expect(screen.getAllByRole("tabpanel").map((p) => p.textContent)).toEqual(["Panel One"]);
    // The closed panels stay as empty, hidden elements that their tabs point at.
    const closed = container.querySelectorAll<HTMLElement>('[role="tabpanel"][data-state="inactive"]');
    expect([...closed].map((p) => [p.hidden, p.textContent])).toEqual([
      [true, ""],
      [true, ""],
    ]);
    expect(tab("Three").getAttribute("aria-controls")).toBe(closed[1]!.id);

    fireEvent.mouseDown(tab("Three"));
    expect(selected().map((t) => t.textContent)).toEqual(["Three"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel Three");
    expect(container.textContent).not.toContain("Panel One");
  });

  it("keeps a forceMount panel's children, shown or not, and not hidden", () => {
    render(<Strip defaultValue="one" keep="two" />);
    const kept = document.getElementById(tab("Two").getAttribute("aria-controls")!)!;
    expect([kept.hidden, kept.getAttribute("data-state"), kept.textContent]).toEqual([false, "inactive", "Panel Two"]);
  });

  it("follows a controlled value and reports a change, without changing by itself", () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Strip value="one" onValueChange={onValueChange} />);
    fireEvent.mouseDown(tab("Two"));
    expect(onValueChange.mock.calls).toEqual([["two"]]);
    expect(selected().map((t) => t.textContent)).toEqual(["One"]);
    rerender(<Strip value="two" onValueChange={onValueChange} />);
    expect(selected().map((t) => t.textContent)).toEqual(["Two"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel Two");
    fireEvent.click(tab("Two")); // the click after the press: already open
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it("selects on a click (Enter, Space, assistive technology) but not on a secondary button or ctrl-press", () => {
    const onValueChange = vi.fn();
    render(<Strip defaultValue="one" onValueChange={onValueChange} />);
    fireEvent.mouseDown(tab("Two"), { button: 2 });
    fireEvent.mouseDown(tab("Two"), { ctrlKey: true });
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.click(tab("Three"));
    expect(onValueChange.mock.calls).toEqual([["three"]]);
    expect(selected().map((t) => t.textContent)).toEqual(["Three"]);
  });

  it("moves with the arrow keys, wrapping round, and opens the tab it moves to", () => {
    function Controlled() {
      const [value, setValue] = useState("one");
      return <Strip value={value} onValueChange={setValue} />;
    }
    render(<Controlled />);
    tab("One").focus();
    key("One", "ArrowRight");
    expect(document.activeElement).toBe(tab("Two"));
    expect(selected().map((t) => t.textContent)).toEqual(["Two"]);
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    key("Two", "ArrowRight");
    key("Three", "ArrowRight");
    expect(document.activeElement).toBe(tab("One"));
    key("One", "ArrowLeft");
    expect(document.activeElement).toBe(tab("Three"));
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel Three");
    // Up and Down belong to a vertical strip; a modified arrow is left to the browser.
    key("Three", "ArrowDown");
    fireEvent.keyDown(tab("Three"), { key: "ArrowRight", shiftKey: true });
    expect(document.activeElement).toBe(tab("Three"));
  });

  it("moves to the first and last tab with Home and End, skipping disabled tabs", () => {
    render(
      <Tabs.Root defaultValue="b">
        <Tabs.List aria-label="Sections">
          <Tabs.Trigger value="a" disabled>
            A
          </Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
          <Tabs.Trigger value="c">C</Tabs.Trigger>
          <Tabs.Trigger value="d" disabled>
            D
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>,
    );
    expect(tab("A").getAttribute("data-disabled")).toBe("");
    tab("B").focus();
    key("B", "End");
    expect(document.activeElement).toBe(tab("C"));
    expect(tab("C").getAttribute("aria-selected")).toBe("true");
    key("C", "Home");
    expect(document.activeElement).toBe(tab("B"));
    key("B", "ArrowLeft");
    expect(document.activeElement).toBe(tab("C"));
    key("C", "ArrowRight");
    expect(document.activeElement).toBe(tab("B"));
  });

  it("opens a tab that gets keyboard focus (automatic activation)", () => {
    const onValueChange = vi.fn();
    render(<Strip defaultValue="one" onValueChange={onValueChange} />);
    fireEvent.focus(tab("Three"));
    expect(onValueChange.mock.calls).toEqual([["three"]]);
    expect(tab("Three").tabIndex).toBe(0);
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel Three");
  });

  it("renders on the server and hydrates with the same ids, without a warning", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToString(<Strip defaultValue="two" />);
    const host = document.createElement("div");
    host.innerHTML = html;
    document.body.append(host);
    const ids = [...host.querySelectorAll("[id]")].map((e) => e.id);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(host, <Strip defaultValue="two" />, { onRecoverableError: recoverable }),
    );
    expect([...host.querySelectorAll("[id]")].map((e) => e.id)).toEqual(ids);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    host.remove();
  });
});
