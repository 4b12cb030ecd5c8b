import type { SportId } from '@casino/contracts';

/** A competition of the sandbox: every name is our own invention, so no real club or player is implied. */
export interface SandboxCompetition {
  /** Feed id, e.g. `sb:football:liga`. */
  id: string;
  /** Shown name, e.g. "Liga Sandbox". */
  name: string;
}

/** The sandbox's competitions of each sport. */
export const SANDBOX_COMPETITIONS: Record<SportId, readonly SandboxCompetition[]> = {
  football: [
    { id: 'sb:football:liga', name: 'Liga Sandbox' },
    { id: 'sb:football:cup', name: 'Sandbox Cup' },
  ],
  basketball: [
    { id: 'sb:basketball:league', name: 'Sandbox Basket League' },
    { id: 'sb:basketball:cup', name: 'Sandbox Hoops Cup' },
  ],
  tennis: [
    { id: 'sb:tennis:open', name: 'Sandbox Open' },
    { id: 'sb:tennis:masters', name: 'Sandbox Masters' },
  ],
};

/** The sandbox's sides of each sport: fictional clubs, and fictional players for tennis. */
export const SANDBOX_SIDES: Record<SportId, readonly string[]> = {
  football: [
    'Northbridge Rovers',
    'Port Alder FC',
    'Kestrel Vale',
    'Redmoor Athletic',
    'Saltcombe United',
    'Harrowgate City',
    'Lindenfeld SC',
    'Castellan AC',
    'Brightwater Town',
    'Ironhill Wanderers',
    'Oakmere Albion',
    'Marisport CF',
    'Valdora FC',
    'Corvina Sporting',
    'Eastreach Rangers',
    'Tollbridge Athletic',
    'Westerby United',
    'Sunhaven FC',
    'Greyford City',
    'Alderbrook Rovers',
    'Riverton Dynamo',
    'Quayside Olympic',
    'Stormcliff FC',
    'Highmarsh Town',
  ],
  basketball: [
    'Bayview Breakers',
    'Granite Owls',
    'Silverlake Foxes',
    'Northgate Pilots',
    'Copperton Bison',
    'Delta Lanterns',
    'Summit Sparks',
    'Riverside Otters',
    'Ember City Kites',
    'Pinecrest Lynx',
    'Harborline Gulls',
    'Westfield Cyclones',
    'Sandstone Ravens',
    'Glenmoor Stags',
    'Ashford Comets',
    'Lakeshore Herons',
  ],
  tennis: [
    'Lena Marwick',
    'Tomas Ederle',
    'Ines Calloway',
    'Rafe Dunmore',
    'Mira Castellane',
    'Jonas Veltheim',
    'Clara Ostrand',
    'Emil Brackwater',
    'Nadia Solvik',
    'Hugo Trennant',
    'Yara Delacombe',
    'Oskar Lindqvale',
    'Petra Vanholm',
    'Leon Arkwright',
    'Selma Quist',
    'Mateo Ravensby',
    'Alma Thornquist',
    'Viktor Hallebrand',
    'Iris Penmarck',
    'Nico Falkenrath',
  ],
};
