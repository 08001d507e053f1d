import type { Category } from '@carshop/contract/car';
import { KM_PER_MILE, type ShopUnits } from '@carshop/contract/units';
import { modelYearCode, VIN_CHARACTERS, withCheckDigit } from '@carshop/contract/vin';
import { VIN_MAKERS } from '@carshop/contract/vin-makers';

/** Paint colours of the demo pictures. */
export const PAINTS = {
  red: '#b3261e',
  blue: '#1f4e9c',
  navy: '#1c2b4a',
  black: '#1f2328',
  white: '#f1f1ee',
  silver: '#a3abb5',
  graphite: '#4b535d',
  green: '#2e6b4f',
  teal: '#13797a',
  orange: '#e0682b',
  yellow: '#f0bd2c',
  burgundy: '#6e1f2d',
  sand: '#c9b48f',
} as const;
type Paint = keyof typeof PAINTS;

export type DemoCar = {
  brand: string;
  model: string;
  year: number;
  price: number;
  category: Category;
  quantity: number;
  paint: Paint;
  description: string;
};

const car = (
  brand: string,
  model: string,
  year: number,
  price: number,
  category: Category,
  quantity: number,
  paint: Paint,
  description: string,
): DemoCar => ({ brand, model, year, price, category, quantity, paint, description });

/**
 * The demo catalogue, newest first: the seed gives each car an age by its position, so the first six
 * (the home page's featured cars) mix every category.
 */
// biome-ignore format: a table reads best with one car per line
export const DEMO_CARS: DemoCar[] = [
  car('Porsche', '911 Carrera', 2025, 124_500, 'Coupe', 2, 'silver', 'The benchmark sports car: a rear-mounted twin-turbo flat-six, an eight-speed PDK gearbox and steering that talks to you. Sport Chrono package, 18-way sport seats and a clean service history.'),
  car('Toyota', 'RAV4 Hybrid', 2024, 36_900, 'SUV', 7, 'teal', 'All-wheel drive and around {{4.5 l/100 km|52 mpg}} in town from the self-charging hybrid system. Roomy boot, adaptive cruise control, lane tracing and Apple CarPlay as standard.'),
  car('Tesla', 'Model 3 Long Range', 2024, 47_990, 'Sedan', 4, 'white', 'Dual-motor all-wheel drive with more than {{530 km|330 miles}} of range, a glass roof and a minimalist cabin centred on a 15-inch touchscreen. Supercharger-ready.'),
  car('Ford', 'F-150 Lariat', 2023, 58_400, 'Truck', 5, 'blue', "America's best-selling pickup in Lariat trim: 3.5-litre EcoBoost V6, 10-speed automatic, SuperCrew cab, leather seats and a 5.5-foot bed with spray-in liner."),
  car('Mazda', 'MX-5 Miata RF', 2024, 37_650, 'Convertible', 3, 'red', 'A featherweight roadster with a power-retractable hardtop, a rev-happy 2.0-litre engine and one of the sweetest six-speed manual gearboxes ever made.'),
  car('BMW', 'X5 xDrive40i', 2023, 68_900, 'SUV', 3, 'black', 'Silky 3.0-litre turbocharged inline-six, air suspension and a beautifully finished cabin with a curved display. Tows up to 7,200 lbs.'),
  car('Honda', 'Accord Sport', 2022, 32_450, 'Sedan', 6, 'graphite', 'Spacious, efficient and easy to live with: 1.5-litre turbo, 19-inch alloys, heated front seats and Honda Sensing driver assistance.'),
  car('Chevrolet', 'Corvette Stingray', 2022, 74_900, 'Coupe', 1, 'orange', 'Mid-engine layout and a 6.2-litre V8 with 495 hp: 0 to {{100 km/h in about three seconds|60 mph in under three seconds}}. Removable roof panel and front-axle lift.'),
  car('Jeep', 'Grand Cherokee Limited', 2022, 44_800, 'SUV', 4, 'sand', 'Quadra-Trac II four-wheel drive, a refined ride on the road and genuine ability off it. Leather, panoramic sunroof and a 10-inch touchscreen.'),
  car('Toyota', 'Tacoma TRD Off-Road', 2021, 38_200, 'Truck', 0, 'sand', 'The midsize pickup that refuses to die: 3.5-litre V6, locking rear differential, crawl control and Bilstein shocks. Double cab with a 5-foot bed.'),
  car('BMW', 'Z4 sDrive30i', 2022, 49_300, 'Convertible', 2, 'blue', 'A two-seat roadster with a quick fabric roof (ten seconds, at up to {{50 km/h|31 mph}}), a punchy 255 hp four-cylinder and perfect 50:50 weight distribution.'),
  car('Mercedes-Benz', 'C 300 4MATIC', 2024, 51_200, 'Sedan', 3, 'silver', 'A small S-Class in spirit: mild-hybrid 2.0-litre turbo, all-wheel drive, ambient lighting and the MBUX system with a portrait touchscreen.'),
  car('Ford', 'Mustang GT', 2024, 46_500, 'Coupe', 4, 'red', 'The seventh-generation Mustang keeps the 5.0-litre Coyote V8 and a six-speed manual. Digital cockpit, active exhaust and launch control.'),
  car('Kia', 'Telluride SX', 2023, 47_100, 'SUV', 5, 'green', 'Three rows for up to eight, a smooth 3.8-litre V6 and a list of standard equipment that embarrasses rivals costing much more.'),
  car('Chevrolet', 'Silverado 1500 LT', 2022, 47_300, 'Truck', 3, 'silver', '5.3-litre V8, crew cab and a 6.6-foot bed. Trailering package with a hitch-view camera and a tow rating of 11,000 lbs.'),
  car('Ford', 'Mustang Convertible EcoBoost', 2021, 33_900, 'Convertible', 0, 'yellow', 'Open-air muscle with a 2.3-litre turbocharged four, a power soft top and a surprisingly usable back seat for short trips.'),
  car('Audi', 'A4 45 TFSI quattro', 2022, 39_800, 'Sedan', 2, 'navy', 'Understated and beautifully built, with quattro all-wheel drive, the Virtual Cockpit and a 261 hp turbo four that is quiet on the motorway.'),
  car('Volvo', 'XC90 B6 Plus', 2023, 62_300, 'SUV', 2, 'white', 'Scandinavian calm for seven: mild-hybrid power, Pilot Assist, a Harman Kardon sound system and some of the safest seats on the road.'),
  car('Toyota', 'GR86 Premium', 2024, 33_400, 'Coupe', 5, 'white', 'A light, rear-wheel-drive sports car with a 2.4-litre boxer engine and a manual gearbox: pure driving fun at an honest price.'),
  car('Ram', '1500 Laramie', 2022, 54_900, 'Truck', 2, 'black', 'Coil-spring rear suspension gives the smoothest ride in its class. 5.7-litre HEMI V8 with eTorque, 12-inch screen and a RamBox cargo system.'),
  car('Porsche', '718 Boxster', 2021, 69_800, 'Convertible', 1, 'silver', 'Mid-engine balance, a 300 hp turbocharged flat-four and a roof that folds in nine seconds. A sports car that is also a fine daily driver.'),
  car('Hyundai', 'Tucson Hybrid Limited', 2023, 38_700, 'SUV', 6, 'graphite', 'Bold styling, a 226 hp hybrid drivetrain with all-wheel drive and a cabin full of technology, including a remote smart parking assistant.'),
  car('Lexus', 'ES 350', 2021, 36_800, 'Sedan', 3, 'burgundy', 'Whisper-quiet and famously reliable: a 302 hp V6, semi-aniline leather and a Mark Levinson audio system. One owner.'),
  car('BMW', 'M4 Competition', 2023, 84_900, 'Coupe', 1, 'green', '503 hp from a twin-turbo inline-six, carbon bucket seats and M xDrive all-wheel drive that can still be switched to pure rear drive.'),
  car('GMC', 'Sierra 1500 Denali', 2023, 69_500, 'Truck', 2, 'graphite', 'The luxury pickup: 6.2-litre V8, adaptive ride control, open-pore wood trim and the MultiPro tailgate that folds six ways.'),
  car('Chevrolet', 'Camaro LT1 Convertible', 2020, 36_400, 'Convertible', 2, 'orange', 'The 455 hp LT1 V8 from the SS in a lighter, more affordable package, with a power top and a loud, old-school character.'),
  car('Honda', 'CR-V EX-L', 2022, 31_900, 'SUV', 8, 'silver', 'The sensible choice done right: huge rear legroom, a flat load floor, a frugal turbo engine and leather-trimmed seats.'),
  car('Hyundai', 'Sonata N Line', 2022, 31_200, 'Sedan', 0, 'red', 'A family sedan with a sense of humour: a 290 hp 2.5-litre turbo, an eight-speed wet dual-clutch gearbox and sport-tuned suspension.'),
  car('Nissan', 'Z Performance', 2023, 52_600, 'Coupe', 2, 'yellow', 'A 400 hp twin-turbo V6 and a six-speed manual in a body that nods to the original 240Z. Limited-slip differential and bigger brakes.'),
  car('Land Rover', 'Range Rover Sport P400', 2023, 98_700, 'SUV', 1, 'navy', 'Effortless luxury on any surface: mild-hybrid inline-six, air suspension with Terrain Response 2 and a serene, minimal cabin.'),
  car('Nissan', 'Frontier PRO-4X', 2022, 36_300, 'Truck', 4, 'orange', 'A tough midsize pickup with a 310 hp V6, Bilstein off-road shocks, an electronic locking rear differential and skid plates.'),
  car('Mercedes-Benz', 'SL 55 AMG Roadster', 2023, 139_900, 'Convertible', 1, 'black', 'A 469 hp handcrafted AMG V8, all-wheel drive and a fabric top that stows in 15 seconds. Grand touring in its most glamorous form.'),
  car('Genesis', 'G80 2.5T', 2022, 46_900, 'Sedan', 2, 'black', 'Korean luxury that rivals the Germans: elegant lines, a quilted Nappa leather cabin and a quiet, powerful 2.5-litre turbo.'),
  car('Subaru', 'Forester Wilderness', 2023, 34_200, 'SUV', 0, 'green', 'Symmetrical all-wheel drive, 9.2 inches of ground clearance and water-repellent upholstery for muddy weekends.'),
  car('Dodge', 'Challenger R/T Scat Pack', 2019, 39_900, 'Coupe', 2, 'black', 'A 6.4-litre 485 hp HEMI V8 wrapped in unapologetic retro styling. Brembo brakes and launch control.'),
  car('Toyota', 'Tundra Limited', 2023, 56_800, 'Truck', 3, 'white', 'Twin-turbo V6 with 389 hp and 479 lb-ft, a coil-sprung rear axle, a 14-inch touchscreen and a CrewMax cab.'),
  car('Audi', 'A5 Cabriolet', 2020, 41_500, 'Convertible', 3, 'white', 'A four-seat convertible with an acoustic soft top, quattro all-wheel drive and neck-level heating for top-down drives in spring.'),
  car('Toyota', 'Camry XSE', 2021, 28_900, 'Sedan', 5, 'blue', 'Sharp styling, a refined 2.5-litre engine and unbeatable resale value. Sport-tuned suspension, 19-inch wheels and a two-tone roof.'),
  car('Audi', 'Q7 55 TFSI', 2021, 52_700, 'SUV', 2, 'graphite', 'A polished three-row SUV with a 3.0-litre V6, quattro, a cabin that sets the class standard and a very quiet ride.'),
  car('Lexus', 'RC 350 F Sport', 2019, 38_400, 'Coupe', 1, 'blue', 'Striking looks, a naturally aspirated 3.5-litre V6 and a build quality that will outlast the payments. Adaptive variable suspension.'),
  car('Honda', 'Ridgeline RTL', 2020, 33_700, 'Truck', 2, 'red', 'A pickup that rides like a car, with a dual-action tailgate and a lockable in-bed trunk. 3.5-litre V6 and intelligent all-wheel drive.'),
  car('MINI', 'Cooper S Convertible', 2019, 24_900, 'Convertible', 2, 'teal', 'Go-kart handling with the roof down: 189 hp turbo four, a sliding sunroof function and unmistakable British character.'),
  car('Volkswagen', 'Passat SE', 2017, 18_500, 'Sedan', 3, 'silver', 'A huge back seat and boot, a smooth 1.8-litre turbo and a calm ride. A practical commuter with full service records.'),
  car('Ford', 'Explorer XLT', 2018, 24_800, 'SUV', 3, 'burgundy', 'Seven seats, intelligent four-wheel drive and a 2.3-litre EcoBoost that tows up to 3,000 lbs. New tyres fitted last spring.'),
  car('Ford', 'Ranger Wildtrak', 2016, 21_300, 'Truck', 1, 'graphite', 'A rugged midsize pickup with a 3.2-litre five-cylinder diesel, a double cab and a tow bar. Ideal for weekend projects.'),
  car('Audi', 'TT Roadster', 2015, 22_900, 'Convertible', 1, 'red', 'Bauhaus-clean design, quattro all-wheel drive and a 2.0-litre TFSI engine. Heated seats and a power-operated soft top.'),
];

/**
 * A demo description in the shop's unit (SHOP_UNITS): each `{{metric|imperial}}` becomes the one or the other, so
 * a shop in miles reads "330 miles of range" and one in kilometres "530 km".
 */
export const demoDescription = (description: string, units: ShopUnits): string =>
  description.replace(/\{\{([^|}]*)\|([^}]*)\}\}/g, (_, metric: string, imperial: string) =>
    units === 'km' ? metric : imperial,
  );

/**
 * A made-up VIN that checks out (issue 31), different for every car: the brand's WMI (so it decodes to the
 * brand), pseudo-random characters for the model, a letter at the 7th from 2010 on (a digit before), the model
 * year's code, a plant, the car's number, and the check digit the rest calls for.
 */
function demoVin(demo: DemoCar, index: number): string {
  const wmi = Object.keys(VIN_MAKERS).find((code) => code.length === 3 && VIN_MAKERS[code] === demo.brand);
  if (!wmi) throw new Error(`no WMI for the demo brand ${demo.brand}`);
  let seed = index + 17;
  const next = (characters: string) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return characters[seed % characters.length]!;
  };
  const model = Array.from({ length: 3 }, () => next(VIN_CHARACTERS)).join('');
  const cycle = demo.year >= 2010 ? 'ABCDEFGHJKLMNPRSTUVWXYZ' : '0123456789';
  const vin = `${wmi}${model}${next(cycle)}${next(VIN_CHARACTERS)}0${modelYearCode(demo.year)}${next('ABCDEFGHJKLMNPRSTUVWXYZ')}${String(100_000 + index * 7_919).slice(-6)}`;
  return withCheckDigit(vin);
}

/**
 * A demo car's specifications (issue 21), read off what the catalogue already says: this year's and last year's
 * models are new (a few delivery kilometres), older ones used with about 11,000 km a year; the fuel and the
 * gearbox where the name or the description says so; the colour of its picture; a VIN for a used car (made up,
 * valid, one per car).
 */
export function demoSpecifications(demo: DemoCar, index: number, now: Date, units: ShopUnits = 'km') {
  const age = now.getFullYear() - demo.year;
  const isNew = age <= 1;
  const text = `${demo.brand} ${demo.model} ${demo.description}`.toLowerCase();
  const fuelType =
    demo.brand === 'Tesla' || /\belectric\b/.test(text)
      ? ('Electric' as const)
      : /plug-in/.test(text)
        ? ('Plug-in Hybrid' as const)
        : /\bhybrid\b/.test(demo.model.toLowerCase())
          ? ('Hybrid' as const)
          : /\bdiesel\b/.test(text)
            ? ('Diesel' as const)
            : ('Petrol' as const);
  const transmission = /\bmanual\b/.test(text) ? ('Manual' as const) : ('Automatic' as const);
  const kilometres = isNew ? 5 + ((index * 7) % 40) : age * 11_000 + ((index * 1_379) % 5_000);
  // The odometer reads in the shop's unit (SHOP_UNITS).
  const mileage = units === 'km' ? kilometres : Math.round(kilometres / KM_PER_MILE);
  const vin = isNew ? null : demoVin(demo, index);
  return {
    condition: isNew ? ('New' as const) : ('Used' as const),
    mileage,
    fuelType,
    transmission,
    color: demo.paint.charAt(0).toUpperCase() + demo.paint.slice(1),
    vin,
  };
}
