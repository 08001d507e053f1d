/**
 * World manufacturer identifiers (a VIN's first three characters, ISO 3780) of the common makers, as the shop
 * writes their brands. Source: the WMI assignments SAE International keeps for NHTSA (49 CFR 565.16), as NHTSA's
 * vPIC lists them (https://vpic.nhtsa.dot.gov/api/vehicles/DecodeWMI/<wmi>) and Wikipedia summarises them
 * ("Vehicle identification number", section "World manufacturer identifier"). Two characters stand for every
 * WMI that starts with them and is not listed itself. A WMI that several brands share (Chrysler's 1C3, 2C3, 1C4;
 * GM's 1G alone) is left out: the form then leaves the brand to the dealer.
 */
// biome-ignore format: a table, several makers a line
export const VIN_MAKERS: Readonly<Record<string, string>> = {
  // North America
  '1FA': 'Ford', '1FM': 'Ford', '1FT': 'Ford', '1FD': 'Ford', '2FM': 'Ford', '2FT': 'Ford', '3FA': 'Ford',
  '3FM': 'Ford', '1LN': 'Lincoln', '5LM': 'Lincoln',
  '1G1': 'Chevrolet', '1GC': 'Chevrolet', '1GN': 'Chevrolet', '2G1': 'Chevrolet', '3G1': 'Chevrolet',
  '3GN': 'Chevrolet', 'KL1': 'Chevrolet', 'KL7': 'Chevrolet', '1GT': 'GMC', '1GK': 'GMC', '2GT': 'GMC',
  '3GT': 'GMC', '1G6': 'Cadillac', '1GY': 'Cadillac', '1G4': 'Buick', '5GA': 'Buick',
  '1B3': 'Dodge', '2B3': 'Dodge', '1D7': 'Dodge', '1C6': 'Ram', '3C6': 'Ram', '3D7': 'Ram', '1J4': 'Jeep',
  '1J8': 'Jeep', '1C8': 'Chrysler', '2A4': 'Chrysler',
  '1HG': 'Honda', '2HG': 'Honda', '5FN': 'Honda', '5J6': 'Honda', '19X': 'Honda', '19U': 'Acura', '5J8': 'Acura',
  '1N4': 'Nissan', '1N6': 'Nissan', '3N1': 'Nissan', '5N1': 'Nissan', '4T1': 'Toyota', '4T3': 'Toyota',
  '5TD': 'Toyota', '5TF': 'Toyota', '2T1': 'Toyota', '2T3': 'Toyota', '4S3': 'Subaru', '4S4': 'Subaru',
  '1YV': 'Mazda', '4F2': 'Mazda', '5NM': 'Hyundai', '5NP': 'Hyundai', '5XY': 'Kia', '5XX': 'Kia', '3KP': 'Kia',
  '4US': 'BMW', '5UX': 'BMW', '4JG': 'Mercedes-Benz', '55S': 'Mercedes-Benz', '1VW': 'Volkswagen',
  '3VW': 'Volkswagen', '5YJ': 'Tesla', '7SA': 'Tesla', '7G2': 'Tesla', '7JR': 'Volvo',
  // Asia
  JHM: 'Honda', JHL: 'Honda', JH4: 'Acura', JN1: 'Nissan', JN8: 'Nissan', JNK: 'Infiniti', JT: 'Toyota',
  JTH: 'Lexus', JTJ: 'Lexus', JT6: 'Lexus', JT8: 'Lexus', '2T2': 'Lexus', '58A': 'Lexus', JM1: 'Mazda',
  JM3: 'Mazda', JF1: 'Subaru', JF2: 'Subaru', JA3: 'Mitsubishi', JA4: 'Mitsubishi', JS: 'Suzuki',
  KMH: 'Hyundai', KM8: 'Hyundai', KMT: 'Genesis', KMU: 'Genesis', KNA: 'Kia', KND: 'Kia',
  LRW: 'Tesla', LVY: 'Volvo', LYV: 'Volvo',
  // Europe
  WAU: 'Audi', WA1: 'Audi', TRU: 'Audi', WBA: 'BMW', WBS: 'BMW', WBX: 'BMW', WBY: 'BMW', WMW: 'MINI',
  WDB: 'Mercedes-Benz', WDD: 'Mercedes-Benz', WDC: 'Mercedes-Benz', W1K: 'Mercedes-Benz', W1N: 'Mercedes-Benz',
  WMX: 'Mercedes-Benz', WME: 'smart', WP0: 'Porsche', WP1: 'Porsche', WVW: 'Volkswagen', WVG: 'Volkswagen',
  WV1: 'Volkswagen', WV2: 'Volkswagen', WF0: 'Ford', W0L: 'Opel', W0V: 'Opel', TMB: 'Škoda', VSS: 'SEAT',
  VF1: 'Renault', VF3: 'Peugeot', VF7: 'Citroën', ZFA: 'Fiat', ZAR: 'Alfa Romeo', ZFF: 'Ferrari',
  ZHW: 'Lamborghini', ZAM: 'Maserati', YV1: 'Volvo', YV4: 'Volvo', YS3: 'Saab', SAL: 'Land Rover',
  SAJ: 'Jaguar', SCC: 'Lotus', SCF: 'Aston Martin', SCB: 'Bentley', SCA: 'Rolls-Royce', SBM: 'McLaren',
};
