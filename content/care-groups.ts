import type { z } from "zod";
import type { careGroupsSchema } from "./schema/care-group.ts";

/** The care groups on /ministries_care_groups, in the order shown. */
export const careGroups: z.input<typeof careGroupsSchema> = {
  when: "2nd and 4th Wednesdays",
  time: "5:30 to 7:45 PM",
  season: "September to June",
  groups: [
    {
      name: "Orchard Valley",
      leaders: "Mark and Laura Fitch",
      area: "Orchard Valley Road and the farms west of the church; meets in the Fitch home",
      description: [
        "A mix of young families and empty-nesters who share a potluck supper, study the previous Sunday's sermon passage and pray for one another.",
        "The group adopts a family in need every Christmas and runs the church's summer ice-cream social.",
      ],
    },
    {
      name: "Cedar Hollow Village",
      leaders: "Samuel and Grace Okafor",
      area: "The village and the streets around the square; meets in the Okafor home",
      description: [
        "Many in this group walk to each other's homes. Meals are simple so that the evening can be given to the Word and prayer.",
        "They keep a meal rota for members who are ill or have a new baby.",
      ],
    },
    {
      name: "Ridgeview",
      leaders: "Robert and Helen Lindqvist",
      area: "Ridgeview and Mountain Road; meets in the Lindqvist home",
      description: [
        "One of our oldest groups, with several widows and widowers who bring decades of walking with the Lord.",
        "They write to the church's missionaries every month and pray through their letters.",
      ],
    },
    {
      name: "Carlisle",
      leaders: "Nathan and Sarah Briggs",
      area: "Carlisle and the borough's east side; meets in the Briggs home",
      description: [
        "A group of young professionals and students from the college, with a long table and lively discussion.",
        "They serve together at the Harvest Street Rescue Mission each quarter.",
      ],
    },
    {
      name: "Boiling Springs",
      leaders: "Caleb and Anna Yoder",
      area: "Boiling Springs and the Yellow Breeches valley; meets in the Yoder farmhouse",
      description: [
        "Families with many children: the children eat first and then have their own lesson while the adults study.",
        "In summer the group meets outdoors on the farm and ends the evening with a bonfire.",
      ],
    },
    {
      name: "Newville",
      leaders: "Paul and Margaret Everett",
      area: "Newville and the north end of the county; meets in the Everett home",
      description: [
        "A smaller group that covers a long drive; members carpool and call each other between meetings.",
        "They host newcomers to the church for Sunday lunch once a month.",
      ],
    },
    {
      name: "Church Fellowship Hall",
      leaders: "Michael and Joy Ostrowski",
      area: "Anyone who prefers to meet at the church, including those without a car; meets in the fellowship hall",
      description: [
        "Meeting at the church makes this group easy to find for new members and for those who need a ride, which the group arranges.",
        "The deacons' benevolence work is often organized from this group.",
      ],
    },
  ],
};
