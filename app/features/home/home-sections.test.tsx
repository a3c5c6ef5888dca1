import { screen } from "@testing-library/react";
import { renderStatic } from "../../test-setup";
import { describe, expect, it } from "vitest";
import type { PageSection } from "../../../content/schema/home";
import { actionLinks, resolveActions } from "~/lib/actions";
import { fullChurchContent } from "../../../tests/support/full-church";
import { HomeSections } from "./home-sections";
import { serviceTimesData } from "./service-times-data";

/** A church with every home section (tests/fixtures/full-church). */
const content = fullChurchContent();
const { home, siteConfig } = content;
const involved = {
  ...home.involved,
  steps: home.involved.steps.map((s) => ({ ...s, link: resolveActions([s.link], actionLinks(content))[0]! })),
};
const image = { width: 10, height: 5, avif: "/a.avif 10w", webp: "/a.webp 10w", fallback: "/a.jpg" };

/** As built: the map's frame is in the HTML (its noscript) before any script brings it in. */
function renderHome(sections: PageSection[]) {
  const container = renderStatic(
    <HomeSections
      sections={sections}
      slides={home.carouselItems.map(({ imgSrc: _, ...item }) => ({ ...item, image }))}
      purpose={home.purpose}
      involved={involved}
      services={serviceTimesData(siteConfig, home.services, actionLinks(content))}
      timeZone={siteConfig.church.timeZone}
      today={content.today}
    />,
  );
  return { container };
}

const headings = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("HomeSections", () => {
  it("renders the listed sections in order, with anchors #purpose, #services and #involved", () => {
    const { container } = renderHome(home.pageSections);
    expect(screen.getByRole("region", { name: "Featured" })).toBeInTheDocument();
    expect(headings()).toEqual(["Sundays and Wednesdays", "Why We Gather", "Find Your Place"]);
    for (const id of ["purpose", "services", "involved"]) expect(container.querySelector(`#${id}`)).not.toBeNull();
  });

  it("leaves out a section not listed, and shows the others in the listed order", () => {
    renderHome(["OurPurpose", "ServiceTimeAndLocation"]);
    expect(headings()).toEqual(["Why We Gather", "Sundays and Wednesdays"]);
    expect(screen.queryByRole("region", { name: "Featured" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Find Your Place" })).toBeNull();
  });

  it("shows the purpose's points and the service times, office hours, address and a titled lazy map", () => {
    const { container } = renderHome(home.pageSections);
    const purpose = screen.getByRole("region", { name: "Why We Gather" });
    expect(purpose.querySelectorAll("ol > li")).toHaveLength(3);
    const services = screen.getByRole("region", { name: "Sundays and Wednesdays" });
    expect(services).toHaveTextContent("Morning Worship10:00 AM · Sundays");
    expect(services).toHaveTextContent("Midweek Prayer6:30 PM · Wednesdays");
    expect(services).toHaveTextContent("8:30-3:30, Monday to Thursday");
    expect(screen.getByRole("link", { name: "Add the service times to your calendar" })).toHaveAttribute(
      "href",
      "/calendar/service-times.ics",
    );
    expect(services).toHaveTextContent("318 Sagebrush Lane");
    // The frame as the page carries it (in the box's noscript, which the embed's module brings in).
    const box = document.createElement("template");
    box.innerHTML = container.querySelector("[data-frame-box] noscript")!.innerHTML;
    const map = box.content.querySelector("iframe")!;
    expect(map.title).toMatch(/^Map showing Juniper Creek Bible Church/);
    expect(map.getAttribute("loading")).toBe("lazy");
    expect(map.getAttribute("src")).toBe(siteConfig.links.map.embed);
    expect(screen.getByRole("link", { name: "Open the map on OpenStreetMap" })).toHaveAttribute(
      "href",
      siteConfig.links.map.link,
    );
  });
});
