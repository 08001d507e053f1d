import type { Drivetrain } from '@carshop/contract/car';
import type { DemoCar } from './demo-catalogue.ts';

/** Equipment a demo description names, as the car's list says it ("heated front seats" lists "Heated seats"). */
const NAMED_EQUIPMENT: [RegExp, string][] = [
  [/heated (front )?seats|neck-level heating/, 'Heated seats'],
  [/adaptive cruise|pilot assist/, 'Adaptive cruise control'],
  [/apple carplay/, 'Apple CarPlay'],
  [/panoramic sunroof|glass roof|sunroof/, 'Panoramic sunroof'],
  [/leather|nappa/, 'Leather seats'],
  [/air suspension/, 'Air suspension'],
  [/launch control/, 'Launch control'],
  [/tow bar|trailering package|tows up to/, 'Tow bar'],
  [/harman kardon|mark levinson/, 'Premium sound system'],
  [/lane tracing|driver assistance|sensing/, 'Lane keeping assist'],
  [/locking rear differential|limited-slip/, 'Locking differential'],
  [/power (soft )?top|power-retractable|power-operated soft top/, 'Power roof'],
  [/camera/, 'Rear-view camera'],
];

/** What every demo car has, one or two of them by its place in the list, so that no list is empty. */
const COMMON_EQUIPMENT = [
  'Bluetooth',
  'Rear-view camera',
  'Cruise control',
  'Keyless entry',
  'Parking sensors',
];

const RWD_MODELS =
  /911|corvette|mustang|challenger|camaro|z4|mx-5|gr86|boxster|rc 350|\bz\b|es 350|g80|lexus/;
const FWD_MODELS = /mini|accord|sonata|passat|camry|cr-v/;

/**
 * A demo car's features (issue 32), read off what its listing already says: the drivetrain its description
 * names (all-wheel, quattro, 4MATIC, xDrive; four-wheel, Quadra-Trac), else what such a car usually has (a pickup
 * four-wheel drive, a sports car rear-wheel drive, a family sedan front-wheel drive); seats and doors by body and
 * by what the description counts; the equipment it mentions and a common item or two.
 */
export function demoFeatures(demo: DemoCar, index: number) {
  const name = `${demo.brand} ${demo.model}`.toLowerCase();
  const text = `${name} ${demo.description}`.toLowerCase();
  const drivetrain: Drivetrain = /four-wheel|quadra-trac|range rover|4x4/.test(text)
    ? '4WD'
    : /all-wheel|quattro|4matic|xdrive|dual-motor/.test(text)
      ? 'AWD'
      : demo.category === 'Truck'
        ? '4WD'
        : RWD_MODELS.test(name) || /rear-wheel|rear-mounted/.test(text)
          ? 'RWD'
          : FWD_MODELS.test(name) || demo.category === 'Sedan'
            ? 'FWD'
            : 'AWD';
  const twoSeater = /two-seat|roadster|boxster|mx-5|corvette|\bz performance\b|z4/.test(text);
  const seats = twoSeater
    ? 2
    : /up to eight/.test(text)
      ? 8
      : /seven|three-row|three rows/.test(text)
        ? 7
        : demo.category === 'Coupe' || demo.category === 'Convertible'
          ? 4
          : 5;
  const doors =
    demo.category === 'Coupe' || demo.category === 'Convertible' ? 2 : demo.category === 'SUV' ? 5 : 4;
  const named = NAMED_EQUIPMENT.filter(([pattern]) => pattern.test(text)).map(([, item]) => item);
  const common = [
    COMMON_EQUIPMENT[index % COMMON_EQUIPMENT.length]!,
    COMMON_EQUIPMENT[(index + 2) % COMMON_EQUIPMENT.length]!,
  ];
  const equipment = [...new Set([...named, ...common])];
  return { drivetrain, seats, doors, equipment };
}
