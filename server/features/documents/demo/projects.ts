/**
 * The fictional projects the demonstration minutes discuss. Roads are Ramona's real roads; project
 * names, applicants, parcel (APN) and project numbers are invented and marked as sample data.
 */
export type DemoProject = {
  key: string;
  name: string;
  number: string;
  apn: string | null;
  road: string;
  address: string;
  request: string;
  concerns: string[];
  conditions: string[];
};

export const PROJECTS: DemoProject[] = [
  {
    key: "town-center-retail",
    name: "Ramona Town Center Retail",
    number: "PDS2019-STP-19-012",
    apn: "282-140-22-00",
    road: "Main Street",
    address: "1400 block of Main Street",
    request: "a site plan for a 14,000 square foot single-story retail building with 62 parking spaces",
    concerns: [
      "the left-turn pocket from Main Street",
      "parking lot lighting spilling onto neighbors",
      "the height of the parapet along the street front",
    ],
    conditions: [
      "that the parking lot lighting be fully shielded",
      "that the applicant plant street trees every 30 feet along Main Street",
    ],
  },
  {
    key: "san-vicente-subdivision",
    name: "San Vicente Road Estates Subdivision",
    number: "PDS2016-TM-5612",
    apn: "283-071-09-00",
    road: "San Vicente Road",
    address: "San Vicente Road east of Warnock Drive",
    request: "a tentative map dividing 48 acres into 19 residential lots of at least two acres",
    concerns: ["fire evacuation routes", "traffic on San Vicente Road at school hours", "well water for the new lots"],
    conditions: [
      "that a secondary emergency access road be built before occupancy",
      "that lots keep a 100-foot fuel modification zone",
    ],
  },
  {
    key: "montecito-storage",
    name: "Montecito Road Self-Storage",
    number: "PDS2021-MUP-21-004",
    apn: "281-200-35-00",
    road: "Montecito Road",
    address: "Montecito Road west of Main Street",
    request: "a major use permit for a 420-unit self-storage facility with an on-site manager's residence",
    concerns: ["hours of access", "the view from Montecito Road", "stormwater runoff to Santa Maria Creek"],
    conditions: [
      "that gate hours be limited to 6 AM to 9 PM",
      "that a landscaped berm screen the buildings from Montecito Road",
    ],
  },
  {
    key: "dye-road-solar",
    name: "Dye Road Solar Facility",
    number: "PDS2018-MUP-18-022",
    apn: "280-150-11-00",
    road: "Dye Road",
    address: "Dye Road north of Highway 67",
    request: "a major use permit for a 6-megawatt ground-mounted solar facility on 38 acres",
    concerns: [
      "glare for drivers on Highway 67",
      "grazing land taken out of use",
      "decommissioning at the end of the permit",
    ],
    conditions: ["that the panels use anti-reflective coating", "that a decommissioning bond be posted"],
  },
  {
    key: "hanson-winery",
    name: "Hanson Lane Winery Tasting Room",
    number: "PDS2020-AD-20-031",
    apn: "279-090-18-00",
    road: "Hanson Lane",
    address: "Hanson Lane in the Ramona Valley wine region",
    request: "an administrative permit for a boutique winery tasting room open on weekends",
    concerns: ["noise from events", "traffic on the narrow lane", "parking on the road shoulder"],
    conditions: ["that amplified music end at 8 PM", "that all parking be on site"],
  },
  {
    key: "pamo-grading",
    name: "Pamo Road Grading and Culvert Replacement",
    number: "PDS2017-GRP-17-008",
    apn: "278-310-04-00",
    road: "Pamo Road",
    address: "Pamo Road near the Santa Ysabel Creek crossing",
    request: "a grading permit and culvert replacement at the low-water crossing",
    concerns: ["closure of Pamo Road during construction", "habitat along Santa Ysabel Creek"],
    conditions: ["that the road stay open to emergency vehicles throughout construction"],
  },
  {
    key: "ramona-street-mixed-use",
    name: "Ramona Street Mixed-Use Building",
    number: "PDS2022-STP-22-017",
    apn: "282-162-05-00",
    road: "Ramona Street",
    address: "the corner of Ramona Street and 7th Street",
    request: "a site plan for a two-story building with shops below and six apartments above",
    concerns: [
      "the building's western false-front style",
      "parking for the apartments",
      "consistency with the Main Street design guidelines",
    ],
    conditions: [
      "that the facade follow the Ramona design guidelines for Main Street and Ramona Street",
      "that four covered bicycle spaces be provided",
    ],
  },
  {
    key: "tenth-street-medical",
    name: "10th Street Medical Office",
    number: "PDS2015-STP-15-006",
    apn: "282-231-14-00",
    road: "10th Street",
    address: "10th Street south of Main Street",
    request: "a site plan for a 9,500 square foot medical office building",
    concerns: ["patient parking", "the driveway near the school crosswalk"],
    conditions: ["that the driveway be moved 40 feet north of the crosswalk"],
  },
  {
    key: "hwy78-fuel-station",
    name: "Highway 78 Fuel Station and Market",
    number: "PDS2014-MUP-14-019",
    apn: "281-390-27-00",
    road: "Highway 78",
    address: "Highway 78 at Magnolia Avenue",
    request: "a major use permit for an eight-pump fuel station with a convenience market",
    concerns: ["a 35-foot pole sign", "24-hour operation", "underground fuel tanks near wells"],
    conditions: ["that the freestanding sign not exceed 8 feet in height", "that hours be limited to 5 AM to 11 PM"],
  },
  {
    key: "hwy67-widening",
    name: "Highway 67 Shoulder Widening and Passing Lanes",
    number: "Caltrans EA 11-42090",
    apn: null,
    road: "Highway 67",
    address: "Highway 67 between Dye Road and Highland Valley Road",
    request: "Caltrans' proposal to widen shoulders and add two passing lanes",
    concerns: [
      "head-on collisions on the two-lane highway",
      "evacuation capacity during wildfires",
      "access to driveways along the highway",
    ],
    conditions: ["that Caltrans add a center median barrier where the highway is widened"],
  },
  {
    key: "main-street-streetscape",
    name: "Main Street Streetscape Improvements",
    number: "County CIP 1021577",
    apn: null,
    road: "Main Street",
    address: "Main Street from 3rd Street to 14th Street",
    request: "the County's plan for sidewalks, crosswalks, street lights and street trees on Main Street",
    concerns: ["loss of on-street parking", "the style of the street lights", "safety at the 7th Street crossing"],
    conditions: ["that the street lights be of the western style chosen by the design review board"],
  },
  {
    key: "montecito-cell-tower",
    name: "Montecito Road Wireless Facility",
    number: "PDS2023-MUP-23-002",
    apn: "281-112-40-00",
    road: "Montecito Road",
    address: "a church property on Montecito Road",
    request: "a major use permit for a 45-foot wireless tower disguised as a pine tree",
    concerns: ["the height of the faux tree", "distance from homes"],
    conditions: ["that the tower be reduced to 35 feet", "that branches extend to the top of the antennas"],
  },
];
