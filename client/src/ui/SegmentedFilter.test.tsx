/** The shared status filter: labelled, and at a phone's width it scrolls inside its own box instead of widening the page. */
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/AppProviders";
import { SegmentedFilter } from "./SegmentedFilter";

describe("SegmentedFilter", () => {
  it("is a radio group named by its label, inside a sideways scroll box that may shrink to its row", async () => {
    const onChange = vi.fn();
    render(
      <AppProviders client={createApolloClient()} env="test">
        <SegmentedFilter
          label="Status"
          value="PENDING"
          onChange={onChange}
          data={["PENDING", "APPROVED", "REJECTED", "REVOKED", "all"].map((value) => ({ value, label: value }))}
        />
      </AppProviders>,
    );
    const group = screen.getByRole("radiogroup", { name: "Status" });
    // jsdom lays nothing out: what can be checked is the structure the browser scrolls and shrinks.
    expect(group.closest(".mantine-ScrollArea-root")).toBeTruthy();
    const box = group.closest<HTMLElement>("[data-segmented-filter]")!;
    expect(box.style.maxWidth).toBe("100%");
    expect(parseFloat(box.style.minWidth)).toBe(0);
    await userEvent.setup().click(screen.getByRole("radio", { name: "REVOKED" }));
    expect(onChange).toHaveBeenCalledWith("REVOKED");
  });
});
