import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "react-hot-toast";
import { MESSAGES } from "@kma/core/messages";
import { postShareUrl, shareLinks } from "./share-links";
import { SharePopover } from "./share-popover";

const URL_ = "http://localhost:3000/post/ravi-kumar-7f3k2q";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Toaster />
      <button type="button">Elsewhere</button>
      <div className="relative">
        <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          Share
        </button>
        {open ? <SharePopover url={URL_} title="Ravi Kumar" onClose={() => setOpen(false)} /> : null}
      </div>
    </div>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  return user;
}

describe("shareLinks", () => {
  it("builds real share URLs for the five services, in SPEC order", () => {
    const links = shareLinks(URL_, "Ravi Kumar");
    const encoded = encodeURIComponent(URL_);
    expect(links.map((l) => l.id)).toEqual(["whatsapp", "facebook", "twitter", "instagram", "viber"]);
    expect(links.map((l) => l.href)).toEqual([
      `https://wa.me/?text=Ravi%20Kumar%20${encoded}`,
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      `https://twitter.com/intent/tweet?url=${encoded}&text=Ravi%20Kumar`,
      "https://www.instagram.com/",
      `viber://forward?text=Ravi%20Kumar%20${encoded}`,
    ]);
  });

  it("shares an absolute /post/{id} address on this site", () => {
    expect(postShareUrl("ravi kumar")).toBe(`${window.location.origin}/post/ravi%20kumar`);
  });
});

describe("SharePopover", () => {
  it("opens as a 280 px dialog with the five links, the read-only link and copy", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = screen.getByRole("dialog", { name: "Share this memorial" });
    expect(dialog).toHaveClass("w-[280px]");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveFocus();
    const panel = within(dialog);
    expect(panel.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute("href", expect.stringMatching(/^https:\/\/wa\.me\/\?text=/));
    expect(panel.getByRole("link", { name: "Share on Facebook" })).toHaveAttribute("target", "_blank");
    expect(panel.getByRole("link", { name: "Share on Facebook" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(panel.getByRole("link", { name: "Share on Twitter / X" })).toBeInTheDocument();
    expect(panel.getByRole("link", { name: "Share on Instagram" })).toHaveAttribute("href", "https://www.instagram.com/");
    expect(panel.getByRole("link", { name: "Share on Viber" })).toHaveAttribute("href", expect.stringMatching(/^viber:\/\/forward\?text=/));
    expect(panel.getByLabelText("Link to this memorial")).toHaveValue(URL_);
    expect(panel.getByLabelText("Link to this memorial")).toHaveAttribute("readonly");
  });

  it("copies the link and says 'Link copied to clipboard!'", async () => {
    const user = setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: "Share" }));
    await user.click(screen.getByRole("button", { name: "copy" }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByText(MESSAGES.linkCopied)).toBeInTheDocument();
  });

  it("says so when the browser refuses to copy", async () => {
    const user = setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Share" }));
    await user.click(screen.getByRole("button", { name: "copy" }));
    expect(await screen.findByText(MESSAGES.linkCopyFailed)).toBeInTheDocument();
  });

  it("Instagram: copies the link, then opens Instagram (no web share URL exists)", async () => {
    const user = setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await user.click(screen.getByRole("button", { name: "Share" }));
    await user.click(screen.getByRole("link", { name: "Share on Instagram" }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(open).toHaveBeenCalledWith("https://www.instagram.com/", "_blank", "noopener,noreferrer");
    expect(await screen.findByText(MESSAGES.linkCopied)).toBeInTheDocument();
  });

  it("Escape closes it and focus returns to the Share button", async () => {
    const user = setup();
    const share = screen.getByRole("button", { name: "Share" });
    await user.click(share);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(share).toHaveFocus();
  });

  it("the close button closes it and returns focus; the Share button toggles it", async () => {
    const user = setup();
    const share = screen.getByRole("button", { name: "Share" });
    await user.click(share);
    await user.click(screen.getByRole("button", { name: "Close share options" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(share).toHaveFocus();

    await user.click(share);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(share);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("a click outside closes it", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Share" }));
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps Tab inside while open", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
