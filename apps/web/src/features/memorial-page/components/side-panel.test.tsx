import { useState } from "react";
import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SidePanel } from "./side-panel";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open panel
      </button>
      <SidePanel open={open} title="Tributes" onClose={() => setOpen(false)}>
        <label>
          Your tribute
          <input />
        </label>
        <button type="button">Post Tribute</button>
      </SidePanel>
    </>
  );
}

describe("SidePanel", () => {
  it("opens as a modal dialog named by its title and takes focus", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open panel" }));
    const dialog = screen.getByRole("dialog", { name: "Tributes" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open panel" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Open panel" })).toHaveFocus();
  });

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open panel" }));
    await user.click(screen.getByRole("button", { name: "Close Tributes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps Tab inside the panel", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open panel" }));
    await user.tab();
    expect(screen.getByRole("button", { name: "Close Tributes" })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText("Your tribute")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Post Tribute" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close Tributes" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Post Tribute" })).toHaveFocus();
  });
});
