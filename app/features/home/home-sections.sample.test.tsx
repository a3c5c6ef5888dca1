import { screen } from "@testing-library/react";
import { renderStatic } from "../../test-setup";
import { describe, expect, it } from "vitest";
import type { PageSection } from "../../../content/schema/home";
import { actionLinks, resolveActions } from "~/lib/actions";
import { sampleContent } from "../../../tests/support/sample-content";
import { HomeSections } from "./home-sections";
import { serviceTimesData } from "./service-times-data";

const content = sampleContent();
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
  it("renders the sample sections in order, with anchors #purpose and #services, and no How To Get Involved", () => {
    const { container } = renderHome(home.pageSections);
    expect(screen.getByRole("region", { name: "Featured" })).toBeInTheDocument();
    expect(headings()).toEqual(["Our Purpose", "Service Times & Location"]);
    expect(container.querySelector("#purpose")).not.toBeNull();
    expect(container.querySelector("#services")).not.toBeNull();
    expect(screen.queryByRole("heading", { name: "How To Get Involved" })).toBeNull();
  });

  it("renders How To Get Involved when listed, in the listed order", () => {
    renderHome(["ServiceTimeAndLocation", "HowToGetInvolved", "OurPurpose"]);
    expect(headings()).toEqual(["Service Times & Location", "How To Get Involved", "Our Purpose"]);
    expect(screen.queryByRole("region", { name: "Featured" })).toBeNull();
  });

  it("shows 6 purpose points and the service times, office hours, address and a titled lazy map", () => {
    const { container } = renderHome(home.pageSections);
    const purpose = screen.getByRole("region", { name: "Our Purpose" });
    expect(purpose.querySelectorAll("ol > li")).toHaveLength(6);
    const services = screen.getByRole("region", { name: "Service Times & Location" });
    expect(services).toHaveTextContent("Discipleship Hour9:30 AM · Sundays");
    expect(services).toHaveTextContent("Worship Service10:30 AM · Sundays");
    expect(services).toHaveTextContent("Family Life Service6:00 PM · 3rd Sunday monthly");
    expect(services).toHaveTextContent("9:00-5:00, Tuesday to Friday");
    expect(screen.getByRole("link", { name: "Add the service times to your calendar" })).toHaveAttribute(
      "href",
      "/calendar/service-times.ics",
    );
    expect(services).toHaveTextContent("1187 Orchard Valley Road");
    // The frame as the page carries it (in the box's noscript, which the embed's module brings in).
    const box = document.createElement("template");
    box.innerHTML = container.querySelector("[data-frame-box] noscript")!.innerHTML;
    const map = box.content.querySelector("iframe")!;
    expect(map.title).toMatch(/^Map showing Cedar Hollow Bible Church/);
    expect(map.getAttribute("loading")).toBe("lazy");
    expect(map.getAttribute("src")).toBe(siteConfig.links.map.embed);
    expect(screen.getByRole("link", { name: "Open the map on OpenStreetMap" })).toHaveAttribute(
      "href",
      siteConfig.links.map.link,
    );
  });
});
