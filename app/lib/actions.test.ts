import { describe, expect, it } from "vitest";
import { actionLinks, resolveActions } from "./actions";

const links = actionLinks({
  siteConfig: {
    links: {
      churchCenter: {
        registration: "https://cms.example/registrations",
        giving: "https://cms.example/giving",
        calendar: "https://cms.example/calendar",
        prayer: "https://cms.example/prayer",
        contact: "https://cms.example/contact",
      },
      videoChannel: "https://video.example/@church",
    } as never,
  },
  signUps: { signUps: [{ name: "Care groups", url: "https://cms.example/registrations/events/care-groups" }] },
});

describe("resolveActions", () => {
  it("sends a named sign-up or service to its address and keeps other links", () => {
    expect(
      resolveActions(
        [
          { label: "Join a care group", signUp: "Care groups" },
          { label: "Pray", service: "prayer" },
          { label: "Past streams", service: "videoChannel" },
          { label: "Sermons", href: "/attendees_sermons" },
        ],
        links,
      ),
    ).toEqual([
      { label: "Join a care group", href: "https://cms.example/registrations/events/care-groups" },
      { label: "Pray", href: "https://cms.example/prayer" },
      { label: "Past streams", href: "https://video.example/@church" },
      { label: "Sermons", href: "/attendees_sermons" },
    ]);
  });

  it("refuses a sign-up that is not listed rather than link nowhere", () => {
    expect(() => resolveActions([{ label: "Sing", signUp: "Choir" }], links)).toThrow(
      '"Choir" is not a sign-up of content/sign-ups.yaml',
    );
  });
});

describe("actionLinks", () => {
  it("gives only the services a church offers, an e-mail address as a mailto: link, and the office e-mail to write to", () => {
    const { services } = actionLinks({
      siteConfig: {
        links: { churchCenter: { giving: "/give", prayer: "prayer@chapel.example" } } as never,
        contact: { email: "office@chapel.example" },
      },
    });
    expect(services).toEqual({
      giving: "/give",
      prayer: "mailto:prayer@chapel.example",
      contact: "mailto:office@chapel.example",
    });
  });

  it("writes to the church's contact page where it gives one, and to nothing else without a service", () => {
    const own = actionLinks({
      siteConfig: {
        links: { churchCenter: { contact: "https://forms.example/c" } } as never,
        contact: { email: "o@x.example" },
      },
    });
    expect(own.services).toEqual({ contact: "https://forms.example/c" });
    const none = actionLinks({ siteConfig: { links: {} as never, contact: { email: "o@x.example" } } });
    expect(none.services).toEqual({ contact: "mailto:o@x.example" });
  });
});
