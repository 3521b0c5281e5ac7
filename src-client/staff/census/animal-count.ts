/** "1 animal", "12 animals". */
export const animalCount = (count: number): string => `${count} animal${count === 1 ? '' : 's'}`;
