/**
 * The history of Ramona (/about-ramona), in four sections.
 */
import type { ContentSection } from "./types";

export const HISTORY_INTRO = {
  title: "About Ramona",
  lead: "Ramona sits in the Santa Maria Valley, about 1,400 feet above sea level in the foothills of northeastern San Diego County. Oak-dotted grasslands, granite hills and wide ranch lots give the town its rural character, about 35 miles from downtown San Diego.",
};

export const HISTORY_SECTIONS: ContentSection[] = [
  {
    id: "early-history",
    title: "Early History",
    paragraphs: [
      "For thousands of years before European contact, the valley was home to the Kumeyaay people, who lived in seasonal villages across the foothills of what is now San Diego County. The valley's oaks provided acorns, a staple food, and the bedrock mortars where acorns were ground can still be found on granite outcrops in the hills around Ramona.",
      "After the Spanish founded Mission San Diego de Alcalá in 1769, the inland valleys were drawn into the mission system and used for grazing. Under Mexican rule in the 1840s, the broad valley became part of Rancho Santa María, a land grant devoted to cattle ranching, and the name Santa Maria Valley has stayed with it ever since.",
    ],
  },
  {
    id: "birth-of-ramona",
    title: "Birth of Ramona",
    paragraphs: [
      "After California became a state in 1850, American settlers, sheep ranchers and homesteaders moved into the valley. During the Southern California land boom of the 1880s, developers laid out a townsite here, first known as Nuevo.",
      "In 1886 the town took the name Ramona, after the heroine of Helen Hunt Jackson's 1884 novel Ramona. The book, a romance set on the ranchos of Southern California that drew attention to the mistreatment of California's Native peoples, was a national bestseller, and many places in the region took its name.",
      "In 1894 the community gained the Ramona Town Hall, a two-story adobe building on Main Street that has hosted meetings, dances and celebrations ever since and is listed on the National Register of Historic Places. Nearby, the Verlaque House of the 1880s is home to the Guy B. Woodward Museum, which keeps the town's history.",
    ],
  },
  {
    id: "twentieth-century-growth",
    title: "20th Century Growth",
    paragraphs: [
      "For much of the 20th century Ramona was a farming town. Poultry was its signature: turkey ranches and egg farms spread across the valley, and Ramona became widely known as a turkey capital. Dairies, grain fields, orchards and horse ranches filled in the rest of the valley.",
      "Ramona Airport became an important base for aerial firefighting and is home today to a CAL FIRE air attack base. As San Diego grew after the Second World War, State Route 67 turned Ramona into a commuter town: its population grew from a few thousand to more than 20,000 by the end of the century, and the poultry ranches gave way to homes.",
    ],
    points: [
      "Poultry ranching made Ramona's name across the country",
      "Ramona Airport became a key base for fighting wildfires",
      "State Route 67 linked the town to jobs in the growing city",
    ],
  },
  {
    id: "modern-ramona",
    title: "Modern Ramona",
    paragraphs: [
      "Today Ramona is an unincorporated community of more than 20,000 people, with many more in the surrounding planning area. Because it is not a city, the County of San Diego governs land use and services, while the Ramona Community Planning Group and Design Review Board advise the county on local projects.",
      "The town has lived through major wildfires, including the Cedar Fire of 2003 and the Witch Creek Fire of 2007, which burned homes across the community and shaped its approach to fire safety and evacuation. They also made the capacity and safety of State Route 67, the main road to San Diego, a lasting concern.",
      "Wine has become a new chapter of the valley's farming story: the Ramona Valley American Viticultural Area was recognized in 2006 and is home to dozens of small wineries. Trails, horse properties, the Ramona Grasslands Preserve with its wintering raptors, and a Main Street of historic buildings draw visitors from across the region.",
    ],
  },
];
