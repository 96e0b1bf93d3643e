import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { POST_FIELD_MESSAGES as M } from "@kma/core/posts/post-rules";
import { SAMPLE_MEMORIAL } from "@kma/core/test-fixtures/sample-memorial";
import { ApiError } from "../../../lib/api-client";
import { renderApp, signIn } from "../../../test/render-app";
import { uploadImage } from "../../../lib/upload-image";
import { deferred, fakeApi, fill, labelled, fillAboutThem, fillAfterPortrait, imageFile, stubObjectUrls, type FetchCall } from "../test-helpers";
import { FORM_SECTIONS } from "./post-form";

vi.mock("../../../lib/upload-image", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  uploadImage: vi.fn(),
}));
const upload = vi.mocked(uploadImage);

const PORTRAIT_URL = `${window.location.origin}/api/uploads/0b6a4c1e-1111-4aaa-8bbb-000000000001`;
const ALBUM_URL = `${window.location.origin}/api/uploads/0b6a4c1e-1111-4aaa-8bbb-000000000002`;

/** The layout's own calls, answered so they stay quiet. */
function layoutCalls(call: FetchCall) {
  if (call.path === "/api/new-notification") return { body: { new_notification_available: false } };
  if (call.path === "/api/user-written-posts") return { body: { blogs: [] } };
  if (call.path === "/api/user-written-post-count") return { body: { totalDocs: 0 } };
  return undefined;
}

async function openForm() {
  signIn();
  const app = renderApp("/postcreate");
  await screen.findByRole("heading", { level: 1, name: "Create a memorial" });
  return app;
}

const saveDraft = () => screen.getByRole("button", { name: "Save Draft" });
const publish = () => screen.getByRole("button", { name: "Publish" });

beforeEach(() => {
  stubObjectUrls();
  upload.mockReset();
});

// A long form in jsdom on a shared 2-core runner: the full publish walk takes a while.
describe("create memorial form", { timeout: 40_000 }, () => {
  it("shows every section of docs/spec.md section 2, in order, as headed sections", async () => {
    fakeApi(layoutCalls);
    await openForm();
    const form = screen.getByRole("form", { name: "Create a memorial" });
    const headings = within(form)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "Tell us about them",
      "Family Details",
      "Education",
      "Career",
      "Funeral Service",
      "Add Events",
      "Yearly remembrance",
      "Story for Memory Wall",
      "Background Image library",
      "Memorial Photo Album",
      "About You",
    ]);
    expect(FORM_SECTIONS.map((s) => s.title)).toEqual(headings);
    // A few labelled controls from each part of the form.
    for (const label of [
      "Category",
      "Nickname",
      "Birth Day",
      "Death Year",
      "Birth Country",
      "Primary School",
      "University",
      "Funeral Date",
      "Funeral Start Time",
      "Virtual Service Link",
      "Contact Number",
      "Event Type",
      "Event Address",
      "Story",
      "Your Email",
    ]) {
      expect(labelled(label)).toBeInTheDocument();
    }
    // Eight backgrounds, and the yearly remembrance's three choices.
    expect(screen.getAllByRole("radio")).toHaveLength(11);
    expect(labelled("Event Type")).toHaveDisplayValue("Select an option");
  });

  it("Save Draft asks only for category, first name and last name, one toast at a time, without calling the server", async () => {
    const calls = fakeApi(layoutCalls);
    const { user } = await openForm();

    await user.click(saveDraft());
    expect(await screen.findByText(MESSAGES.categoryRequired)).toBeInTheDocument();

    await user.selectOptions(labelled("Category"), "Year Remembrance");
    await user.click(saveDraft());
    expect(await screen.findByText(M.firstname)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MESSAGES.categoryRequired)).not.toBeInTheDocument());

    await fill(user, "First Name", "Siva");
    await user.click(saveDraft());
    expect(await screen.findByText(M.lastname)).toBeInTheDocument();
    expect(screen.queryByText(M.firstname)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/create-post")).toHaveLength(0);
  });

  it("has optional Tamil-script name fields beside the English name, refuses Latin letters in them, and sends them with a draft", async () => {
    const calls = fakeApi((call) => (call.path === "/api/create-post" ? { body: { id: "sivakumar-rasiah-7f3k2q" } } : layoutCalls(call)));
    const { user } = await openForm();
    const tamilFirst = labelled("First Name in Tamil");
    const tamilLast = labelled("Last Name in Tamil");
    for (const input of [tamilFirst, tamilLast]) {
      expect(input).toHaveAttribute("lang", "ta");
      expect(input).toHaveAttribute("maxLength", "100");
      expect(input).not.toHaveAttribute("aria-required");
    }
    expect(tamilFirst).toHaveAccessibleDescription("Optional, in Tamil letters, e.g. சிவகுமார்");
    expect(tamilLast).toHaveAccessibleDescription("Optional, e.g. இராசையா. Shown with the English name and found by search.");
    // The inputs follow the English names, in that order.
    const order = ["First Name", "Last Name", "First Name in Tamil", "Last Name in Tamil", "Nickname"].map(labelled);
    for (let i = 1; i < order.length; i++) expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.selectOptions(labelled("Category"), "Obituary");
    await fill(user, "First Name", "Sivakumar");
    await fill(user, "Last Name", "Rasiah");
    await fill(user, "First Name in Tamil", "Sivakumar");
    await user.click(saveDraft());
    expect(await screen.findByText(M.tamilNameInvalid)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/create-post")).toHaveLength(0);

    await fill(user, "First Name in Tamil", "சிவகுமார்");
    await fill(user, "Last Name in Tamil", "இராசையா");
    await user.click(saveDraft());
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/create-post")).toHaveLength(1));
    expect(calls.find((c) => c.path === "/api/create-post")?.body).toMatchObject({
      firstname: "Sivakumar",
      tamilfirstname: "சிவகுமார்",
      tamillastname: "இராசையா",
      draft: true,
    });
  });

  it("Publish checks in the spec's order: category first, then the fields up to the portrait, then what follows it", async () => {
    fakeApi(layoutCalls);
    upload.mockResolvedValue(PORTRAIT_URL);
    const { user } = await openForm();

    await user.click(publish());
    expect(await screen.findByText(MESSAGES.categoryRequired)).toBeInTheDocument();

    await user.selectOptions(labelled("Category"), "Obituary");
    await fill(user, "First Name", "Sivakumar");
    await fill(user, "Last Name", "Thevarajah");
    await user.click(publish());
    expect(await screen.findByText(M.gender)).toBeInTheDocument();

    await fillAboutThem(user);
    await fill(user, "Birth Month", "13");
    await user.click(publish());
    expect(await screen.findByText(M.birthmonth)).toBeInTheDocument();

    await fill(user, "Birth Month", "4");
    await user.click(publish());
    expect(await screen.findByText(MESSAGES.bannerRequired)).toBeInTheDocument();

    await user.upload(labelled("Portrait image"), imageFile("portrait.jpg"));
    expect(await screen.findByText(MESSAGES.uploadedSuccessfully)).toBeInTheDocument();
    await user.click(publish());
    expect(await screen.findByText(M.highschool)).toBeInTheDocument();

    await fillAfterPortrait(user);
    await user.click(publish());
    expect(await screen.findByText(M.memoriwallimages)).toBeInTheDocument();
  });

  it("uploads the portrait as soon as it is chosen, with the spec's toasts, and shows the server's error text when it fails", async () => {
    fakeApi(layoutCalls);
    const { user } = await openForm();
    let finish: (url: string) => void = () => {};
    upload.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));

    await user.upload(labelled("Portrait image"), imageFile("portrait.png", "image/png"));
    expect(await screen.findByText(MESSAGES.uploading)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Portrait of the person remembered" })).toHaveAttribute("src", "blob:preview-1");
    expect(saveDraft()).toBeDisabled();
    act(() => finish(PORTRAIT_URL));
    expect(await screen.findByText(MESSAGES.uploadedSuccessfully)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Portrait of the person remembered" })).toHaveAttribute("src", `${new URL(PORTRAIT_URL).pathname}?w=640`);
    expect(upload.mock.calls[0][1]).toMatchObject({ token: "token-123" });

    upload.mockRejectedValueOnce(new ApiError(400, "The image is too large (at most 60 megapixels)"));
    await user.upload(labelled("Portrait image"), imageFile("huge.jpg"));
    expect(await screen.findByText("The image is too large (at most 60 megapixels)")).toBeInTheDocument();
    // The portrait chosen before stays.
    expect(screen.getByRole("img", { name: "Portrait of the person remembered" })).toHaveAttribute("src", `${new URL(PORTRAIT_URL).pathname}?w=640`);
  });

  it("refuses a portrait that is not PNG or JPEG with react-dropzone's sentence", async () => {
    fakeApi(layoutCalls);
    const { user } = await openForm();
    const input = labelled("Portrait image");
    expect(input).toHaveAttribute("accept", "image/png,.png,image/jpeg,.jpg,.jpeg");
    fireEvent.change(input, { target: { files: [imageFile("scan.webp", "image/webp")] } });
    expect(await screen.findByText("File type must be one of image/png, .png, image/jpeg, .jpg, .jpeg")).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    await user.click(saveDraft()); // the form still works
    expect(await screen.findByText(MESSAGES.categoryRequired)).toBeInTheDocument();
  });

  it("shows the placeholder portrait when the uploaded image fails to load", async () => {
    fakeApi(layoutCalls);
    upload.mockResolvedValue(PORTRAIT_URL);
    const { user } = await openForm();
    await user.upload(labelled("Portrait image"), imageFile("portrait.jpg"));
    const img = await screen.findByRole("img", { name: "Portrait of the person remembered" });
    await waitFor(() => expect(img).toHaveAttribute("src", `${new URL(PORTRAIT_URL).pathname}?w=640`));
    fireEvent.error(img);
    expect(screen.getByRole("img", { name: "Portrait of the person remembered" })).toHaveAttribute("src", "/images/placeholder-portrait.png");
  });

  it("adds family members after checking each one, and removes them", async () => {
    fakeApi(layoutCalls);
    const { user } = await openForm();
    const addSurviving = screen.getByRole("button", { name: "Add surviving member" });

    await user.click(addSurviving);
    expect(await screen.findByText(M.survivingmembername)).toBeInTheDocument();
    await fill(user, "Surviving member Name", "Priya Sivakumar");
    await fill(user, "Surviving member Relationship", "Daughter");
    await user.click(addSurviving);
    expect(await screen.findByText(M.survivingmembermobilenumber)).toBeInTheDocument();
    await fill(user, "Surviving member Mobile Number", "077 123 456");
    await user.click(addSurviving);
    expect(await screen.findByText(MESSAGES.mobileInvalidShort)).toBeInTheDocument();
    await fill(user, "Surviving member Mobile Number", "+1 416-555-0101");
    await user.click(addSurviving);

    const list = await screen.findByRole("list", { name: "Surviving family members" });
    expect(within(list).getByText("Priya Sivakumar")).toBeInTheDocument();
    expect(within(list).getByText("+1 416-555-0101")).toBeInTheDocument();
    expect(labelled("Surviving member Name")).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Add predeceased member" }));
    expect(await screen.findByText(M.predeceasedmembername)).toBeInTheDocument();
    await fill(user, "Predeceased member Name", "Kamala Sivakumar");
    await user.click(screen.getByRole("button", { name: "Add predeceased member" }));
    expect(await screen.findByText(M.predeceasedmemberrelationship)).toBeInTheDocument();
    await fill(user, "Predeceased member Relationship", "Wife");
    await user.click(screen.getByRole("button", { name: "Add predeceased member" }));
    expect(within(await screen.findByRole("list", { name: "Predeceased family members" })).getByText("Kamala Sivakumar")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Priya Sivakumar" }));
    expect(screen.queryByRole("list", { name: "Surviving family members" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Kamala Sivakumar" }));
    expect(screen.queryByRole("list", { name: "Predeceased family members" })).not.toBeInTheDocument();
  });

  it("adds an event after checking it, resets the type dropdown to 'Select an option', and removes it", async () => {
    fakeApi(layoutCalls);
    const { user } = await openForm();
    const add = screen.getByRole("button", { name: "Add Event" });

    await user.click(add);
    expect(await screen.findByText(M.eventname)).toBeInTheDocument();
    await user.selectOptions(labelled("Event Type"), "Burial");
    await user.click(add);
    expect(await screen.findByText(M.eventstarttime)).toBeInTheDocument();
    await fill(user, "Event Start Time", "9am");
    await fill(user, "Event End Time", "11:30");
    await fill(user, "Event Date", "1/2/2024");
    await user.click(add);
    expect(await screen.findByText(M.eventaddress)).toBeInTheDocument();
    await fill(user, "Event Address", "Kanatte Cemetery");
    await user.click(add);

    const events = await screen.findByRole("list", { name: "Events" });
    expect(within(events).getByText("Burial")).toBeInTheDocument();
    expect(within(events).getByText("01/02/2024")).toBeInTheDocument();
    expect(within(events).getByText("9:00 AM to 11:30 AM")).toBeInTheDocument();
    expect(labelled("Event Type")).toHaveDisplayValue("Select an option");
    expect(labelled("Event Address")).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Remove Burial on 01/02/2024" }));
    expect(screen.queryByRole("list", { name: "Events" })).not.toBeInTheDocument();
  });

  it("tidies typed dates and times into DD/MM/YYYY and h:mm AM/PM", async () => {
    fakeApi(layoutCalls);
    const { user } = await openForm();
    await user.type(labelled("Funeral Date"), "5.3.2024");
    await user.type(labelled("Funeral Start Time"), "14:00");
    await user.tab();
    expect(labelled("Funeral Date")).toHaveValue("05/03/2024");
    expect(labelled("Funeral Start Time")).toHaveValue("2:00 PM");
  });

  it("lists refused album files with their errors and previews accepted ones", async () => {
    fakeApi(layoutCalls);
    const { user } = await openForm();
    const input = labelled("Memorial photos");
    const big = imageFile("big.jpg");
    Object.defineProperty(big, "size", { value: 10_240_001 });
    fireEvent.change(input, { target: { files: [imageFile("notes.pdf", "application/pdf"), big, imageFile("beach.png", "image/png")] } });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("notes.pdf: File type must be one of image/png, image/jpeg, image/webp, image/gif");
    expect(alert).toHaveTextContent(`big.jpg: ${MESSAGES.fileTooLarge}`);
    const album = screen.getByRole("list", { name: "Album photos" });
    expect(within(album).getByRole("img", { name: "beach.png" })).toHaveAttribute("src", "blob:preview-1");
    expect(within(album).getByLabelText("Upload progress for beach.png")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove beach.png" }));
    expect(screen.queryByRole("list", { name: "Album photos" })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
  });

  it("saves a draft: 'Saving Draft...', then 'Saved', then /dashboard/posts?tab=draft after 500 ms", async () => {
    const answer = deferred<{ body: unknown }>();
    const calls = fakeApi((call) => (call.path === "/api/create-post" ? answer.promise : layoutCalls(call)));
    const { user, router } = await openForm();
    await user.selectOptions(labelled("Category"), "Obituary");
    await fill(user, "First Name", "Sivakumar");
    await fill(user, "Last Name", "Thevarajah");

    vi.useFakeTimers();
    try {
      fireEvent.click(saveDraft());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText(MESSAGES.savingDraft)).toBeInTheDocument();
      expect(saveDraft()).toBeDisabled();
      expect(publish()).toBeDisabled();

      answer.resolve({ body: { id: "sivakumar-thevarajah-7f3k2q" } });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText(MESSAGES.saved)).toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.savingDraft)).not.toBeInTheDocument();
      expect(saveDraft()).toBeDisabled();
      // The address now names the saved post, so Back from the dashboard reopens it rather than an empty form.
      expect(window.location.pathname).toBe("/postcreate/sivakumar-thevarajah-7f3k2q");

      await act(() => vi.advanceTimersByTimeAsync(490));
      expect(router.state.location.pathname).toBe("/postcreate");
      await act(() => vi.advanceTimersByTimeAsync(10));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/posts"));
    expect(router.state.location.search).toBe("?tab=draft");

    const saves = calls.filter((c) => c.path === "/api/create-post");
    expect(saves).toHaveLength(1);
    expect(saves[0].body).toMatchObject({ title: "Obituary", firstname: "Sivakumar", lastname: "Thevarajah", draft: true, age: 0, memoriwallimages: [] });
    expect(saves[0].body).not.toHaveProperty("id");
  });

  it("publishes a complete post: uploads the album photos one by one, sends every field with the age, then goes to /dashboard/posts", async () => {
    const calls = fakeApi((call) => (call.path === "/api/create-post" ? { body: { id: "sivakumar-thevarajah-7f3k2q" } } : layoutCalls(call)));
    upload.mockResolvedValueOnce(PORTRAIT_URL);
    const { user, router } = await openForm();
    await fillAboutThem(user);
    await user.upload(labelled("Portrait image"), imageFile("portrait.jpg"));
    await screen.findByText(MESSAGES.uploadedSuccessfully);
    await fillAfterPortrait(user);
    const [event] = SAMPLE_MEMORIAL.events;
    await user.selectOptions(labelled("Event Type"), event.eventname);
    await fill(user, "Event Date", event.eventdate);
    await fill(user, "Event Start Time", event.eventstarttime);
    await fill(user, "Event End Time", event.eventendtime);
    await fill(user, "Event Address", event.eventaddress);
    await user.click(screen.getByRole("button", { name: "Add Event" }));
    await user.upload(labelled("Memorial photos"), [imageFile("one.jpg"), imageFile("two.jpg")]);
    expect(within(screen.getByRole("list", { name: "Album photos" })).getAllByRole("listitem")).toHaveLength(2);

    upload.mockImplementation(async (file, options) => {
      options.onProgress?.(0.5);
      options.onProgress?.(1);
      return file.name === "one.jpg" ? ALBUM_URL : ALBUM_URL.replace(/2$/, "3");
    });
    await user.click(publish());
    expect(await screen.findByText(MESSAGES.published)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/posts"));
    expect(router.state.location.search).toBe("");

    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(["portrait.jpg", "one.jpg", "two.jpg"]);
    const body = calls.find((c) => c.path === "/api/create-post")!.body;
    const { title, gender, birthyear, deathyear, backgroundimage } = SAMPLE_MEMORIAL;
    expect(body).toMatchObject({
      title,
      gender,
      birthyear,
      deathyear,
      profilebanner: PORTRAIT_URL,
      backgroundimage,
      memoriwallimages: [ALBUM_URL, ALBUM_URL.replace(/2$/, "3")],
      events: [event],
      nickname: "",
      university: "",
      age: 75,
      draft: false,
    });
  });

  it("keeps both buttons disabled while publishing, and toasts the server's error text when it fails", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    fakeApi((call) => (call.path === "/api/create-post" ? answer.promise : layoutCalls(call)));
    upload.mockResolvedValue(PORTRAIT_URL);
    const { user, router } = await openForm();
    await fillAboutThem(user);
    await user.upload(labelled("Portrait image"), imageFile("portrait.jpg"));
    await screen.findByText(MESSAGES.uploadedSuccessfully);
    await fillAfterPortrait(user);
    upload.mockResolvedValue(ALBUM_URL);
    await user.upload(labelled("Memorial photos"), imageFile("one.jpg"));

    await user.click(publish());
    expect(await screen.findByText(MESSAGES.publishing)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("list", { name: "Album photos" })).toBeInTheDocument());
    expect(publish()).toBeDisabled();
    expect(saveDraft()).toBeDisabled();

    answer.resolve({ status: 400, body: { error: MESSAGES.imagesMustBeUploaded } });
    expect(await screen.findByText(MESSAGES.imagesMustBeUploaded)).toBeInTheDocument();
    await waitFor(() => expect(publish()).toBeEnabled());
    expect(saveDraft()).toBeEnabled();
    expect(router.state.location.pathname).toBe("/postcreate");
    // The photo that went up stays in the album: publishing again does not upload it twice.
    expect(within(screen.getByRole("list", { name: "Album photos" })).getByRole("img", { name: "Album photo 1" })).toBeInTheDocument();
  });

  it("stops with 'Failed to upload files' when an album photo cannot be uploaded, keeping it to try again", async () => {
    const calls = fakeApi(layoutCalls);
    const { user } = await openForm();
    await user.selectOptions(labelled("Category"), "Obituary");
    await fill(user, "First Name", "Sivakumar");
    await fill(user, "Last Name", "Thevarajah");
    await user.upload(labelled("Memorial photos"), imageFile("one.jpg"));
    upload.mockRejectedValue(new Error("network down"));

    await user.click(saveDraft());
    expect(await screen.findByText(MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(await screen.findByText("Upload failed")).toBeInTheDocument();
    await waitFor(() => expect(saveDraft()).toBeEnabled());
    expect(calls.filter((c) => c.path === "/api/create-post")).toHaveLength(0);
  });
});
