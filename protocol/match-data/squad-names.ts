/**
 * Name pools for the seeded squads. Invented first-name/surname pairs: common given names and
 * English, Celtic and continental surnames put together by the PRNG, so no pairing is a real
 * player. Women's names for the women's team, men's for the others.
 */
export const mensFirstNames: readonly string[] = [
  'Alfie', 'Archie', 'Ben', 'Callum', 'Connor', 'Danny', 'Declan', 'Eli', 'Ethan', 'Finn', 'Freddie', 'Gabriel',
  'Harvey', 'Isaac', 'Jacob', 'Jamal', 'Jonah', 'Kian', 'Leo', 'Liam', 'Louis', 'Luca', 'Marcus', 'Mason',
  'Mateo', 'Nathan', 'Noah', 'Oisin', 'Ollie', 'Oscar', 'Reuben', 'Rhys', 'Ronan', 'Ryan', 'Sami', 'Theo',
  'Tobias', 'Tyler', 'Zach', 'Kwame', 'Emeka', 'Tiago', 'Joao', 'Lars', 'Anders', 'Bastien', 'Jules', 'Ruben',
];

export const womensFirstNames: readonly string[] = [
  'Abbie', 'Aoife', 'Beth', 'Caitlin', 'Chloe', 'Demi', 'Eden', 'Ella', 'Ellie', 'Erin', 'Esme', 'Freya',
  'Grace', 'Hannah', 'Imogen', 'Isla', 'Jess', 'Katie', 'Lauren', 'Leah', 'Lily', 'Maisie', 'Megan', 'Mia',
  'Molly', 'Niamh', 'Nia', 'Orla', 'Phoebe', 'Poppy', 'Rosie', 'Ruby', 'Sian', 'Sophie', 'Tilly', 'Zara',
  'Ingrid', 'Sanne', 'Ines', 'Amara', 'Chiamaka', 'Lotte',
];

export const surnames: readonly string[] = [
  'Ashdown', 'Bramwell', 'Brennan', 'Calloway', 'Carrick', 'Cartwright', 'Dunmore', 'Ellison', 'Fairbrother', 'Fenton',
  'Garside', 'Hadley', 'Halloran', 'Harlow', 'Hartigan', 'Holloway', 'Keane', 'Kershaw', 'Lanigan', 'Linwood',
  'Maddox', 'Mallory', 'Marchant', 'McAllister', 'Merrick', 'Moriarty', 'Netherton', 'Oakley', 'Okonjo', 'Osei',
  'Pemberton', 'Penhallow', 'Quarrie', 'Radcliffe', 'Rowntree', 'Sallis', 'Seddon', 'Shawcross', 'Stanway', 'Tremlett',
  'Tulloch', 'Varga', 'Wadsworth', 'Whitlock', 'Wilde', 'Yardley', 'Adeyemi', 'Boateng', 'Lindqvist', 'Van Dijkstra',
  'Moreau', 'Carvalho', 'Haugland', 'Brenninkmeyer', 'Achterberg', 'Ferreiro', 'Sorensen', 'Mensah', 'Quigley', 'Tennant',
];

export const nationalities: readonly string[] = [
  'England', 'England', 'England', 'England', 'Scotland', 'Wales', 'Republic of Ireland', 'Northern Ireland',
  'France', 'Netherlands', 'Norway', 'Denmark', 'Portugal', 'Spain', 'Nigeria', 'Ghana', 'Jamaica', 'Australia',
];

/** clubs a player may be out on loan to (fictional, not opponents in the fixtures) */
export const loanClubs: readonly string[] = ['Westholme Town', 'Barrowfield Athletic', 'Cragside United', 'Dunmere Rovers', 'Oldcastle Harriers'];

export const staffRoles: readonly string[] = ['Head Coach', 'Assistant Coach', 'Goalkeeping Coach', 'Fitness Coach', 'Head Physiotherapist'];
