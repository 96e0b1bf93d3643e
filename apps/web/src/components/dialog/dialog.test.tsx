import { useRef, useState, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast, Toaster } from "react-hot-toast";
import { Dialog } from "./dialog";
import { useLayer } from "./use-layer";

afterEach(() => {
  document.body.style.overflow = "";
});

/** A page with a button that opens a dialog holding a field and two buttons. */
function Page({ dialog = {}, children }: { dialog?: Partial<Parameters<typeof Dialog>[0]>; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#elsewhere">Elsewhere</a>
      {open ? (
        <Dialog
          onClose={() => setOpen(false)}
          labelledBy="title"
          describedBy="text"
          overlay={{ className: "overlay", "data-testid": "overlay" }}
          backdrop={<div data-testid="backdrop" aria-hidden="true" />}
          className="panel"
          {...dialog}
        >
          <h2 id="title">Delete this memorial?</h2>
          <p id="text">It cannot be undone.</p>
          <label>
            Reason
            <input />
          </label>
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="button">Delete</button>
          {children}
        </Dialog>
      ) : null}
    </main>
  );
}

async function opened(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  const opener = screen.getByRole("button", { name: "Open" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "Delete this memorial?" }) };
}

describe("Dialog", () => {
  it("is a modal dialog named by its title and described by its text, on the body", async () => {
    const { dialog } = await opened();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("It cannot be undone.");
    expect(dialog).toHaveClass("panel");
    expect(dialog.parentElement).toBe(screen.getByTestId("overlay"));
    expect(screen.getByTestId("overlay").parentElement).toBe(document.body);
    expect(screen.getByTestId("overlay").firstElementChild).toBe(screen.getByTestId("backdrop"));
  });

  it("can be named by words, and drawn in place", async () => {
    const user = userEvent.setup();
    render(<Page dialog={{ labelledBy: undefined, label: "Menu", portal: false }} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("dialog", { name: "Menu" }).closest("main")).not.toBeNull();
  });

  it("moves focus to its first control", async () => {
    const { dialog } = await opened();
    expect(within(dialog).getByLabelText("Reason")).toHaveFocus();
    expect(dialog).not.toHaveAttribute("tabindex");
  });

  it("focuses the panel itself when asked, which is then focusable", async () => {
    const { dialog } = await opened({ dialog: { initialFocus: "panel" } });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAttribute("tabindex", "-1");
  });

  it("keeps Tab and Shift+Tab inside, coming round at either end", async () => {
    const { user, dialog } = await opened();
    const field = within(dialog).getByLabelText("Reason");
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    const remove = within(dialog).getByRole("button", { name: "Delete" });
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(remove).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
  });

  it("brings focus that got out (to the body) back in on Tab", async () => {
    const { user, dialog } = await opened();
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText("Reason")).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole("button", { name: "Delete" })).toHaveFocus();
  });

  it("treats a radio group as one stop when Tab comes round", async () => {
    const user = userEvent.setup();
    render(
      <Dialog onClose={() => {}} label="Report">
        <input type="radio" name="reason" aria-label="Spam" />
        <input type="radio" name="reason" aria-label="Hurtful" defaultChecked />
        <button type="button">Send</button>
      </Dialog>,
    );
    screen.getByRole("radio", { name: "Hurtful" }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Send" })).toHaveFocus();
  });

  it("closes on Escape and gives focus back to its opener", async () => {
    const { user, opener } = await opened();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("gives focus back to its opener when closed by its own button", async () => {
    const { user, opener, dialog } = await opened();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("leaves an Escape that something inside it has answered", async () => {
    const onClose = vi.fn();
    render(
      <Dialog onClose={onClose} label="Panel">
        <input aria-label="Box" onKeyDown={(event) => event.key === "Escape" && event.preventDefault()} />
      </Dialog>,
    );
    await userEvent.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("ignores Escape and the backdrop while it may not be dismissed", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Dialog
        onClose={onClose}
        dismissable={false}
        label="Deleting"
        overlay={{ className: "overlay" }}
        backdrop={<div data-testid="backdrop" />}
        className="panel"
      >
        <button type="button">Delete</button>
      </Dialog>,
    );
    await user.keyboard("{Escape}");
    await user.click(screen.getByTestId("backdrop"));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on a press on the backdrop, but not on one that began in the panel", async () => {
    const { user, dialog, opener } = await opened();
    const backdrop = screen.getByTestId("backdrop");
    // Text selected in the panel, the button let go over the backdrop: the click lands on the overlay.
    fireEvent.mouseDown(within(dialog).getByLabelText("Reason"));
    fireEvent.click(screen.getByTestId("overlay"));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(backdrop);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("keeps a backdrop link from leading anywhere once it closes the dialog", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog
        onClose={onClose}
        label="Menu"
        overlay={{ className: "overlay" }}
        backdrop={<a href="#top-bar" data-testid="backdrop" aria-hidden="true" tabIndex={-1} />}
        className="panel"
      >
        <button type="button">Close</button>
      </Dialog>,
    );
    const click = vi.fn((event: MouseEvent) => event.defaultPrevented);
    document.addEventListener("click", click);
    await user.click(screen.getByTestId("backdrop"));
    document.removeEventListener("click", click);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(click).toHaveReturnedWith(true);
  });

  it("holds the page still while open and gives the page's scrolling back after", async () => {
    document.body.style.overflow = "auto";
    const { user } = await opened();
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(document.body.style.overflow).toBe("auto");
  });

  it("leaves the page's scrolling alone when told to", async () => {
    await opened({ dialog: { lockScroll: false } });
    expect(document.body.style.overflow).toBe("");
  });

  it("gives focus to the page's main region when its opener has gone", async () => {
    function Gone() {
      const [open, setOpen] = useState(false);
      const [opener, setOpener] = useState(true);
      return (
        <main id="main" tabIndex={-1}>
          {opener ? (
            <button type="button" onClick={() => setOpen(true)}>
              Delete
            </button>
          ) : null}
          {open ? (
            <Dialog label="Delete?" onClose={() => setOpen(false)}>
              <button
                type="button"
                onClick={() => {
                  setOpener(false);
                  setOpen(false);
                }}
              >
                Yes
              </button>
            </Dialog>
          ) : null}
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Gone />);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(screen.getByRole("button", { name: "Yes" }));
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("goes back to the given opener when nothing had focus as it opened (Safari does not focus a tapped button)", async () => {
    function Tapped() {
      const [open, setOpen] = useState(false);
      const trigger = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button ref={trigger} type="button" onClick={() => setOpen(true)}>
            Report
          </button>
          {open ? (
            <Dialog label="Report this" opener={() => trigger.current} onClose={() => setOpen(false)}>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Tapped />);
    // A click event alone, as Safari's tap gives: the button never takes focus.
    fireEvent.click(screen.getByRole("button", { name: "Report" }));
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Report" })).toHaveFocus();
  });

  it("does nothing while not open: no focus taken, no keys answered, the page not held", async () => {
    const onClose = vi.fn();
    render(
      <Dialog open={false} onClose={onClose} label="Tributes" portal={false}>
        <input aria-label="Your tribute" />
      </Dialog>,
    );
    expect(document.body).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe("");
  });

  it("keeps the place of a visitor already typing in it when it opens (a panel opened before the app came)", async () => {
    function Typing() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <a href="#tribute">Write a Tribute</a>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            label="Tributes"
            portal={false}
            opener={() => document.querySelector<HTMLElement>('a[href="#tribute"]')}
          >
            <button type="button">Close</button>
            <input aria-label="Your tribute" />
          </Dialog>
          <button type="button" onClick={() => setOpen(true)}>
            Take over
          </button>
        </>
      );
    }
    render(<Typing />);
    const box = screen.getByLabelText("Your tribute");
    box.focus();
    fireEvent.click(screen.getByRole("button", { name: "Take over" }));
    expect(box).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("link", { name: "Write a Tribute" })).toHaveFocus();
  });

  it("answers keys for the newest of dialogs opened over one another alone", async () => {
    const outer = vi.fn(() => true);
    function Nested() {
      const [inner, setInner] = useState(false);
      const [open, setOpen] = useState(true);
      return open ? (
        <Dialog label="Photo 1 of 3" onClose={() => setOpen(false)} onKey={outer}>
          <button type="button" onClick={() => setInner(true)}>
            Report
          </button>
          <button type="button">Next</button>
          {inner ? (
            <Dialog label="Report this photo" onClose={() => setInner(false)}>
              <button type="button">Spam</button>
              <button type="button">Send</button>
            </Dialog>
          ) : null}
        </Dialog>
      ) : null;
    }
    const user = userEvent.setup();
    render(<Nested />);
    const report = screen.getByRole("button", { name: "Report" });
    await user.click(report);
    const inner = screen.getByRole("dialog", { name: "Report this photo" });
    expect(within(inner).getByRole("button", { name: "Spam" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(outer).not.toHaveBeenCalled();
    await user.tab();
    await user.tab();
    expect(within(inner).getByRole("button", { name: "Spam" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Report this photo" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Photo 1 of 3" })).toBeInTheDocument();
    expect(report).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(outer).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("Dialog as a popover (closeOnOutsidePress)", () => {
  function Popover() {
    const [open, setOpen] = useState(false);
    return (
      <div>
        <button type="button">Elsewhere</button>
        <button type="button" onClick={() => setOpen((value) => !value)}>
          Share
        </button>
        {open ? (
          <Dialog
            label="Share this memorial"
            onClose={() => setOpen(false)}
            initialFocus="panel"
            portal={false}
            lockScroll={false}
            closeOnOutsidePress
            modal={false}
            className="popover"
          >
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </Dialog>
        ) : null}
      </div>
    );
  }

  it("closes on a press outside and leaves focus where the visitor pressed", async () => {
    const user = userEvent.setup();
    render(<Popover />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByRole("dialog")).toHaveFocus();
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    await user.click(elsewhere);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it("is brought into view as focus goes to it, where a modal leaves the page where it is", async () => {
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    const user = userEvent.setup();
    render(<Popover />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: false });
    focus.mockClear();
    await opened();
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
  });

  it("leaves the page around it usable, not inert, when it is not modal", async () => {
    const user = userEvent.setup();
    render(<Popover />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(document.querySelector("[inert]")).toBeNull();
  });

  it("leaves a press on its opener to the opener, which toggles it shut", async () => {
    const user = userEvent.setup();
    render(<Popover />);
    const share = screen.getByRole("button", { name: "Share" });
    await user.click(share);
    await user.click(share);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("useLayer", () => {
  function Menu() {
    const [open, setOpen] = useState(false);
    const menu = useRef<HTMLDivElement>(null);
    useLayer(menu, { active: open, onDismiss: () => setOpen(false), returnFocus: "after-escape", lockScroll: false, closeOnOutsidePress: true });
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Account menu
        </button>
        {open ? (
          <div ref={menu}>
            <a href="#signup" onClick={() => setOpen(false)}>
              Sign Up
            </a>
          </div>
        ) : null}
      </>
    );
  }

  it("gives focus back after Escape alone when asked to (a menu whose items lead elsewhere)", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const button = screen.getByRole("button", { name: "Account menu" });
    await user.click(button);
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Sign Up" }));
    expect(screen.queryByRole("link", { name: "Sign Up" })).not.toBeInTheDocument();
    expect(button).not.toHaveFocus();
  });
});

/** The part of the page an element is in, if any, that is inert. */
const inertAround = (element: Element) => element.closest("[inert]");

describe("the page behind a modal layer", () => {
  it("is inert while the dialog is open, and live again once it has closed", async () => {
    const { user, opener, dialog } = await opened();
    const appRoot = screen.getByRole("main").parentElement!;
    expect(appRoot).toHaveAttribute("inert");
    expect(inertAround(dialog)).toBeNull();
    expect(inertAround(screen.getByTestId("backdrop"))).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(appRoot).not.toHaveAttribute("inert");
    expect(document.querySelector("[inert]")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("gives the page back before focus goes back to the opener, which an inert control would not take", async () => {
    const focus = HTMLElement.prototype.focus;
    const focused: Array<{ element: HTMLElement; inert: boolean }> = [];
    vi.spyOn(HTMLElement.prototype, "focus").mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
      focused.push({ element: this, inert: inertAround(this) !== null });
      focus.call(this, options);
    });
    const { user, opener } = await opened();
    focused.length = 0;
    await user.keyboard("{Escape}");
    expect(opener).toHaveFocus();
    expect(focused).toEqual([{ element: opener, inert: false }]);
  });

  it("drawn in place, leaves live only the dialog and what holds it", async () => {
    const user = userEvent.setup();
    render(<Page dialog={{ label: "Menu", labelledBy: undefined, portal: false }} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const main = screen.getByRole("main");
    expect(main).not.toHaveAttribute("inert");
    expect(main.parentElement).not.toHaveAttribute("inert");
    expect(screen.getByRole("button", { name: "Open" })).toHaveAttribute("inert");
    expect(screen.getByRole("link", { name: "Elsewhere" })).toHaveAttribute("inert");
    expect(inertAround(screen.getByRole("dialog", { name: "Menu" }))).toBeNull();
    await user.keyboard("{Escape}");
    expect(document.querySelector("[inert]")).toBeNull();
  });

  it("keeps the toaster live: a toast shown while a dialog is open is seen and read out", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Page />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("main")).toHaveAttribute("inert");
    act(() => {
      toast.success("Link copied");
    });
    const shown = await screen.findByText("Link copied");
    expect(inertAround(shown)).toBeNull();
    expect(shown.closest("[aria-live]")).not.toBeNull();
  });

  it("leaves only the newest of layers opened over one another live, and gives each back in turn", async () => {
    function Nested() {
      const [open, setOpen] = useState(false);
      const [inner, setInner] = useState(false);
      return (
        <main>
          <button type="button" onClick={() => setOpen(true)}>
            Open photo
          </button>
          {open ? (
            <Dialog label="Photo 1 of 3" onClose={() => setOpen(false)}>
              <button type="button" onClick={() => setInner(true)}>
                Report
              </button>
              {inner ? (
                <Dialog label="Report this photo" onClose={() => setInner(false)}>
                  <button type="button">Send</button>
                </Dialog>
              ) : null}
            </Dialog>
          ) : null}
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole("button", { name: "Open photo" }));
    const photo = screen.getByRole("dialog", { name: "Photo 1 of 3" });
    const report = within(photo).getByRole("button", { name: "Report" });
    await user.click(report);
    const inner = screen.getByRole("dialog", { name: "Report this photo" });
    expect(photo).toHaveAttribute("inert");
    expect(screen.getByRole("main").parentElement).toHaveAttribute("inert");
    expect(inertAround(inner)).toBeNull();

    await user.keyboard("{Escape}");
    expect(photo).not.toHaveAttribute("inert");
    expect(report).toHaveFocus();
    expect(screen.getByRole("main").parentElement).toHaveAttribute("inert");

    await user.keyboard("{Escape}");
    expect(document.querySelector("[inert]")).toBeNull();
  });

  it("makes inert what comes into the page while it is open, and leaves alone what was inert already", async () => {
    const sliding = document.createElement("div");
    sliding.setAttribute("inert", "");
    document.body.append(sliding);
    try {
      const { user } = await opened();
      const arrived = document.createElement("div");
      await act(async () => {
        document.body.append(arrived);
        await Promise.resolve();
      });
      expect(arrived).toHaveAttribute("inert");
      await user.keyboard("{Escape}");
      expect(arrived).not.toHaveAttribute("inert");
      expect(sliding).toHaveAttribute("inert");
      arrived.remove();
    } finally {
      sliding.remove();
    }
  });
});
