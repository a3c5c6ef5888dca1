import { describe, expect, it } from "vitest";
import { churchNames } from "./church-names";

describe("churchNames", () => {
  it("gives the words of the church's, its places' and its people's names, and no other text", () => {
    const content = {
      siteConfig: {
        church: { name: "St. Andrew's Chapel of Coeur d'Alene", shortName: "St. Andrew's", tagline: "Misspeled words" },
        address: { street: "12 Llanfair Road", city: "Zürichsee", region: "ZH" },
        serviceTimes: [{ name: "Culto en Español", note: "Wrongg" }],
      },
      staffSections: [{ staff: [{ firstName: "Siobhán", lastName: "O'Neill", title: "Elderr" }] }],
      sermons: [{ title: "Hoppe", speaker: "Tomasz Wójcik" }],
      events: [{ title: "Campp", location: "Pine Hollow Camp, Salida, CO" }],
    };
    const names = churchNames(content);
    expect(names).toEqual(
      expect.arrayContaining([
        "Andrew's",
        "Andrew",
        "Coeur",
        "Alene",
        "Llanfair",
        "Zürichsee",
        "ZH",
        "Culto",
        "Español",
      ]),
    );
    expect(names).toEqual(expect.arrayContaining(["Siobhán", "O'Neill", "Neill", "Tomasz", "Wójcik"]));
    expect(names).toContain("Salida");
    expect(names).not.toContain("Hoppe");
    expect(names).not.toContain("Campp");
    expect(names).not.toContain("Misspeled");
    expect(names).not.toContain("Wrongg");
    expect(names).not.toContain("Elderr");
  });
});
