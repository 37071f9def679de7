import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { location, renderApp } from "../../../test/renderApp";
import { recruiter, loginAs, mei } from "../../../test/session";
import { addRepresentatives, messagesOf, siti } from "../../../test/employer";
import { addMockRepresentative, allRepresentatives } from "../mocks";
import { INDUSTRIES } from "../../jobs/mocks";

const mine = () => allRepresentatives().filter((r) => r.personId === siti.id);

/** The mock's company form options, plus an industry the mock's validation does not accept. */
function offerUnknownIndustry() {
  server.use(
    http.post("*/graphql", async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string };
      if (body.operationName !== "CompanyFormOptions") return undefined;
      return HttpResponse.json({
        data: {
          companyFormOptions: {
            __typename: "CompanyFormOptions",
            industries: [...INDUSTRIES, "Mining"],
            sizes: ["1-10", "11-50", "51-200"],
          },
        },
      });
    }),
  );
}

describe("/signup/company", () => {
  it("is where a new company representative lands after signing up", async () => {
    const { user } = renderApp("/signup?purpose=recruit&role=COMPANY_REPRESENTATIVE&next=%2Fjobs");
    await user.type(await screen.findByLabelText(/First name/), "Siti");
    await user.type(screen.getByLabelText(/Last name/), "Aminah");
    await user.type(screen.getByLabelText(/Email/), "siti.new@example.com");
    await user.type(screen.getByLabelText(/^Password/), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Tell us about your company" })).toBeTruthy();
    expect(location.current.pathname).toBe("/signup/company");
    expect(await screen.findByRole("radio", { name: "My company is already on TalentForge" })).toHaveProperty("checked", true);
  });

  it("sends visitors to log in", async () => {
    renderApp("/signup/company");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(location.current.search).toBe("?next=%2Fsignup%2Fcompany");
  });

  it("tells people without the company representative role that it is not for them", async () => {
    loginAs(mei);
    renderApp("/signup/company");
    expect(await screen.findByRole("heading", { level: 1, name: "Tell us about your company" })).toBeTruthy();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("Company representatives only"));
    expect(screen.queryByRole("button", { name: "Send request" })).toBeNull();
  });

  it("joins an employer already on TalentForge, searched by name, and shows the pending request on /employer", async () => {
    addRepresentatives();
    loginAs(siti);
    const { user } = renderApp("/signup/company");
    const company = await screen.findByRole("combobox", { name: /Your company/ });
    await user.click(company);
    await user.type(company, "kopi");
    // The server searched: only KopiCloud is offered, with its location.
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    const option = screen.getByRole("option", { name: /KopiCloud Technologies Sdn\. Bhd\./ });
    expect(option.textContent).toContain("Kuala Lumpur, Malaysia");
    await user.click(option);
    await user.type(screen.getByRole("textbox", { name: /Your job title/ }), "HR manager");
    await user.click(screen.getByRole("button", { name: "Send request" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Waiting for approval" })).toBeTruthy();
    expect(location.current.pathname).toBe("/employer");
    expect(screen.getByRole("link", { name: "KopiCloud Technologies Sdn. Bhd." }).getAttribute("href")).toBe("/companies/kopicloud");
    expect(screen.getByText("HR manager")).toBeTruthy();
    expect(mine()).toMatchObject([{ kind: "JOIN_EMPLOYER", employerId: "kopicloud", position: "HR manager", status: "PENDING" }]);
  });

  it("adds a new company with the company form and shows it pending on /employer", async () => {
    addRepresentatives();
    loginAs(siti);
    const { user } = renderApp("/signup/company");
    await user.click(await screen.findByRole("radio", { name: "Add my company" }));
    expect(screen.queryByRole("combobox", { name: /Your company/ })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: /Company name/ }), "Kampung Robotics Sdn. Bhd.");
    await user.type(screen.getByRole("textbox", { name: /Short name/ }), "Kampung Robotics");
    await user.type(screen.getByRole("textbox", { name: /^Location/ }), "Cyberjaya, Malaysia");
    await waitFor(() => expect(screen.getByRole("option", { name: "Manufacturing" })).toBeTruthy());
    await user.selectOptions(screen.getByRole("combobox", { name: /Industry/ }), "Manufacturing");
    await user.selectOptions(screen.getByRole("combobox", { name: /Company size/ }), "11-50");
    await user.type(screen.getByRole("textbox", { name: /About the company/ }), "Warehouse robots for small manufacturers.");
    await user.type(screen.getByRole("textbox", { name: /Website/ }), "https://kampungrobotics.example.my");
    await user.type(screen.getByRole("textbox", { name: /Your job title/ }), "Co-founder");
    await user.click(screen.getByRole("button", { name: "Send request" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Waiting for approval" })).toBeTruthy();
    expect(screen.getByText("Kampung Robotics Sdn. Bhd.")).toBeTruthy();
    expect(screen.getByText("Add a new company:")).toBeTruthy();
    expect(mine()).toMatchObject([
      {
        kind: "NEW_EMPLOYER",
        employerId: null,
        position: "Co-founder",
        proposedCompany: {
          title: "Kampung Robotics Sdn. Bhd.",
          shortTitle: "Kampung Robotics",
          industry: "Manufacturing",
          size: "11-50",
          website: "https://kampungrobotics.example.my",
        },
      },
    ]);
  });

  it("checks the form before sending it", async () => {
    addRepresentatives();
    loginAs(siti);
    const { user } = renderApp("/signup/company");
    await user.click(await screen.findByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Choose your company from the list.")).toBeTruthy();
    expect(messagesOf(screen.getByRole("textbox", { name: /Your job title/ }))).toContain("This field is required.");

    await user.click(screen.getByRole("radio", { name: "Add my company" }));
    await user.type(screen.getByRole("textbox", { name: /Website/ }), "kampung.example");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(messagesOf(await screen.findByRole("textbox", { name: /Company name/ }))).toContain("This field is required.");
    expect(messagesOf(screen.getByRole("combobox", { name: /Industry/ }))).toContain("Choose an industry.");
    expect(messagesOf(screen.getByRole("textbox", { name: /Website/ }))).toContain("Enter a full URL starting with https://.");
    expect(mine()).toEqual([]);
  });

  it("shows the server's field messages next to the company form's fields", async () => {
    addRepresentatives();
    loginAs(siti);
    offerUnknownIndustry();
    const { user } = renderApp("/signup/company");
    await user.click(await screen.findByRole("radio", { name: "Add my company" }));
    await user.type(screen.getByRole("textbox", { name: /Company name/ }), "K");
    await user.type(screen.getByRole("textbox", { name: /^Location/ }), "Ipoh, Malaysia");
    await waitFor(() => expect(screen.getByRole("option", { name: "Mining" })).toBeTruthy());
    await user.selectOptions(screen.getByRole("combobox", { name: /Industry/ }), "Mining");
    await user.selectOptions(screen.getByRole("combobox", { name: /Company size/ }), "1-10");
    await user.type(screen.getByRole("textbox", { name: /Your job title/ }), "Owner");
    await user.click(screen.getByRole("button", { name: "Send request" }));

    expect(await screen.findByText("Some fields need attention. See the messages next to them.")).toBeTruthy();
    expect(messagesOf(screen.getByRole("textbox", { name: /Company name/ }))).toContain("At least 2 characters.");
    expect(messagesOf(screen.getByRole("combobox", { name: /Industry/ }))).toContain("Choose one of the industries offered.");
    expect(location.current.pathname).toBe("/signup/company");
    expect(mine()).toEqual([]);
  });

  it("answers CONFLICT when a request is already waiting (sent from elsewhere meanwhile)", async () => {
    addRepresentatives();
    loginAs(siti);
    const { user } = renderApp("/signup/company");
    const company = await screen.findByRole("combobox", { name: /Your company/ });
    await user.click(company);
    await user.click(await screen.findByRole("option", { name: /HarbourPay Limited/ }));
    await user.type(screen.getByRole("textbox", { name: /Your job title/ }), "Recruiter");
    addMockRepresentative(siti.id, { employerId: "peakshield" });
    await user.click(screen.getByRole("button", { name: "Send request" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("You already have a request that is waiting or approved.")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Go to your company page" }).getAttribute("href")).toBe("/employer");
    expect(mine()).toHaveLength(1);
  });

  it("shows a pending or approved request instead of the form", async () => {
    addRepresentatives();
    addMockRepresentative(siti.id, { employerId: "peakshield", position: "Security lead" });
    loginAs(siti);
    renderApp("/signup/company");
    expect(await screen.findByRole("heading", { level: 2, name: "Your request is waiting for approval" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "PeakShield Security Limited" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your company page" }).getAttribute("href")).toBe("/employer");
    expect(screen.queryByRole("button", { name: "Send request" })).toBeNull();
  });

  it("tells an approved representative they already represent their company", async () => {
    loginAs(recruiter);
    renderApp("/signup/company");
    expect(await screen.findByRole("heading", { level: 2, name: "You already represent your company" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lantern Analytics Sdn. Bhd." })).toBeTruthy();
  });

  it("offers the form again after a refusal", async () => {
    addRepresentatives();
    addMockRepresentative(siti.id, { employerId: "peakshield", status: "REJECTED", decisionNote: "Use your work email." });
    loginAs(siti);
    renderApp("/signup/company");
    expect(await screen.findByRole("button", { name: "Send request" })).toBeTruthy();
  });
});
