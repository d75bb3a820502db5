/**
 * Real municipalities (ISTAT names and province siglas) with the range of postcodes (CAP) Poste
 * Italiane assigns to their streets: a big city has one CAP per zone (Milano 20121–20162), a
 * smaller one a single CAP (Monza 20900). A demo address takes its CAP from its own municipality's
 * range (issue 18 §4: a Florence address had 73328, a Lecce-area code).
 * The single CAP of each municipality in Samurai016/Comuni-ITA (data/comuni.json, commit e70ac2e0)
 * falls inside its range here, except the old generic codes 50100 (Firenze) and 37100 (Verona).
 */
export interface DemoPlace {
  comune: string;
  provincia: string;
  /** First and last CAP of the municipality, inclusive. */
  cap: readonly [number, number];
}

export const PLACES: readonly DemoPlace[] = [
  { comune: 'Milano', provincia: 'MI', cap: [20121, 20162] },
  { comune: 'Roma', provincia: 'RM', cap: [118, 199] },
  { comune: 'Torino', provincia: 'TO', cap: [10121, 10156] },
  { comune: 'Napoli', provincia: 'NA', cap: [80121, 80147] },
  { comune: 'Bologna', provincia: 'BO', cap: [40121, 40141] },
  { comune: 'Firenze', provincia: 'FI', cap: [50121, 50145] },
  { comune: 'Genova', provincia: 'GE', cap: [16121, 16167] },
  { comune: 'Verona', provincia: 'VR', cap: [37121, 37142] },
  { comune: 'Padova', provincia: 'PD', cap: [35121, 35143] },
  { comune: 'Brescia', provincia: 'BS', cap: [25121, 25136] },
  { comune: 'Bergamo', provincia: 'BG', cap: [24121, 24129] },
  { comune: 'Bari', provincia: 'BA', cap: [70121, 70132] },
  { comune: 'Palermo', provincia: 'PA', cap: [90121, 90151] },
  { comune: 'Catania', provincia: 'CT', cap: [95121, 95131] },
  { comune: 'Venezia', provincia: 'VE', cap: [30121, 30176] },
  { comune: 'Trieste', provincia: 'TS', cap: [34121, 34151] },
  { comune: 'Parma', provincia: 'PR', cap: [43121, 43126] },
  { comune: 'Modena', provincia: 'MO', cap: [41121, 41126] },
  { comune: 'Monza', provincia: 'MB', cap: [20900, 20900] },
  { comune: 'Vicenza', provincia: 'VI', cap: [36100, 36100] },
  { comune: 'Treviso', provincia: 'TV', cap: [31100, 31100] },
  { comune: 'Perugia', provincia: 'PG', cap: [6121, 6135] },
  { comune: 'Ancona', provincia: 'AN', cap: [60121, 60131] },
  { comune: 'Cagliari', provincia: 'CA', cap: [9121, 9134] },
];

/** A CAP of the place, chosen by `draw` (any non-negative integer), as five digits. */
export function capOf(place: DemoPlace, draw: number): string {
  const [first, last] = place.cap;
  return String(first + (draw % (last - first + 1))).padStart(5, '0');
}

/** Whether a CAP belongs to the place. */
export function capBelongsTo(place: DemoPlace, cap: string): boolean {
  return /^\d{5}$/.test(cap) && Number(cap) >= place.cap[0] && Number(cap) <= place.cap[1];
}
