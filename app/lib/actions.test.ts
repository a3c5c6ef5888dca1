import { describe, expect, it } from "vitest";
import { resolveActions } from "./actions";

const services = {
  registration: "https://cms.example/registrations",
  giving: "https://cms.example/giving",
  calendar: "https://cms.example/calendar",
  prayer: "https://cms.example/prayer",
  contact: "https://cms.example/contact",
  videoChannel: "https://video.example/@church",
};

describe("resolveActions", () => {
  it("sends a named service to its address in the site config and keeps other links", () => {
    expect(
      resolveActions(
        [
          { label: "Pray", service: "prayer" },
          { label: "Sermons", href: "/attendees_sermons" },
        ],
        services,
      ),
    ).toEqual([
      { label: "Pray", href: "https://cms.example/prayer" },
      { label: "Sermons", href: "/attendees_sermons" },
    ]);
  });
});
