/** The summary line of a paged list: an exact total, or the counted total and "+" past what the server counts. */
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { KNOWN_COUNT_LIMIT } from "@server/shared/page-size";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/AppProviders";
import { ListSummary } from "./ListSummary";

const pageInfo = { page: 1, pageSize: 6, hasNextPage: true, hasPreviousPage: false, knownCount: 20, countIsExact: true };

function renderSummary(node: React.ReactNode) {
  return render(
    <AppProviders client={createApolloClient()} env="test">
      {node}
    </AppProviders>,
  );
}

describe("ListSummary", () => {
  it("says the exact total when the list was counted", () => {
    renderSummary(<ListSummary pageInfo={pageInfo} shown={6} search="" />);
    expect(screen.getByText("Showing 1–6 of 20")).toBeTruthy();
  });

  it("says the counted total and more when the list is longer than counted", () => {
    renderSummary(<ListSummary pageInfo={{ ...pageInfo, knownCount: KNOWN_COUNT_LIMIT, countIsExact: false }} shown={6} search="" />);
    expect(screen.getByText("Showing 1–6 of 1,000+")).toBeTruthy();
  });

  it("names the search when there is one", () => {
    renderSummary(<ListSummary pageInfo={{ ...pageInfo, knownCount: KNOWN_COUNT_LIMIT, countIsExact: false }} shown={6} search="python" />);
    expect(screen.getByText("Showing 1–6 of 1,000+ for “python”")).toBeTruthy();
  });
});
