import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "react-hot-toast";
import tamil from "virtual:kma-catalog/ta";
import { ta } from "@kma/core/i18n/catalogs/ta/index";
import { createI18n, LanguageProvider } from "../../lib/i18n";
import { SharePopover } from "./share-popover";

const URL_ = "http://localhost:3000/post/ravi-kumar-7f3k2q";

describe("SharePopover in Tamil", () => {
  it("names its parts in Tamil and says the link was copied in Tamil", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(
      <LanguageProvider i18n={createI18n("ta", tamil)}>
        <Toaster />
        <SharePopover url={URL_} title="Ravi Kumar" onClose={() => {}} />
      </LanguageProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: "இந்த அறிவித்தலைப் பகிர்" });
    expect(within(dialog).getByRole("link", { name: "WhatsApp இல் பகிர்" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "பகிர்வுத் தெரிவுகளை மூடு" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("இந்த அறிவித்தலுக்கான இணைப்பு")).toHaveValue(URL_);
    await user.click(within(dialog).getByRole("button", { name: "நகலெடு" }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByText(ta["messages.linkCopied"])).toBeInTheDocument();
  });
});
