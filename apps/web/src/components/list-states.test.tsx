import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EmptyState, PagedList, type PagedQuery } from "./list-states";

function query(overrides: Partial<PagedQuery> = {}): PagedQuery {
  return {
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    ...overrides,
  };
}

function renderList(q: PagedQuery, count: number) {
  return render(
    <PagedList
      query={q}
      count={count}
      loadingLabel="Loading posts"
      errorText={(error) => `Failed: ${error.message}`}
      retryLabel="Retry"
      empty={<EmptyState title="Nothing yet" />}
    >
      <ul>
        <li>First item</li>
      </ul>
    </PagedList>,
  );
}

describe("PagedList", () => {
  it("shows a named spinner until the first page comes", () => {
    renderList(query({ isPending: true }), 0);
    expect(screen.getByRole("status")).toHaveTextContent("Loading posts");
    expect(screen.queryByText("First item")).not.toBeInTheDocument();
  });

  it("says why nothing could be read, and Try again reads it again", async () => {
    const q = query({ isError: true, error: new Error("offline") });
    renderList(q, 0);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed: offline");
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the items already shown when a later page fails", () => {
    renderList(query({ isError: true, error: new Error("offline") }), 1);
    expect(screen.getByText("First item")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the empty box when the list has nothing in it", () => {
    renderList(query(), 0);
    expect(screen.getByText("Nothing yet")).toBeInTheDocument();
    expect(screen.queryByText("First item")).not.toBeInTheDocument();
  });

  it("offers Load More only while the server has more, busy while it reads", async () => {
    const { rerender } = renderList(query(), 1);
    expect(screen.getByText("First item")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();

    const more = query({ hasNextPage: true });
    rerender(
      <PagedList query={more} count={1} loadingLabel="Loading posts" errorText={(error) => error.message} empty={null}>
        <p>First item</p>
      </PagedList>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Load More" }));
    expect(more.fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(
      <PagedList
        query={query({ hasNextPage: true, isFetchingNextPage: true })}
        count={1}
        loadingLabel="Loading posts"
        errorText={(error) => error.message}
        empty={null}
      >
        <p>First item</p>
      </PagedList>,
    );
    expect(screen.getByRole("button", { name: "Load More" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Load More" })).toHaveAttribute("aria-busy", "true");
  });
});
