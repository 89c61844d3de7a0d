// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ToasterHost } from "./ToasterHost";
import { dismiss, toast } from "./use-toast";

afterEach(() => {
  dismiss();
  cleanup();
});

const region = () => screen.queryByRole("region", { name: /Notifications/ });

describe("ToasterHost", () => {
  it("loads no toast region for a visit that only reads the page", async () => {
    render(<ToasterHost />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(region()).toBeNull();
  });

  it("mounts the region when a toast is raised, and shows that toast", async () => {
    render(<ToasterHost />);
    act(() => {
      toast({ title: "Saved", description: "The restaurant was added" });
    });
    expect(await screen.findByText("The restaurant was added")).toBeTruthy();
    expect(region()).not.toBeNull();
  });

  it("starts loading the region at the visitor's first key or pointer press", async () => {
    render(<ToasterHost />);
    fireEvent.pointerDown(window);
    await screen.findByRole("region", { name: /Notifications/ });
  });
});
