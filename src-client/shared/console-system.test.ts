import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { consoleSystem } from './console-system';

const CLIENT = path.resolve(import.meta.dirname, '..');
const CHAKRA = path.resolve(import.meta.dirname, '../../node_modules/@chakra-ui/react/dist/esm');
const COMPONENTS = path.join(CHAKRA, 'components');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });

/** Every name the app imports from '@chakra-ui/react' (its value imports: a type styles nothing). */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(CLIENT))
    for (const [, list = ''] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g))
      for (const item of list.split(',').map((part) => part.trim())) if (item && !item.startsWith('type ')) names.add(item.split(/\s+as\s+/)[0]!);
  return names;
}

/** Where Chakra's index takes each of its own components from (a module, or a namespace's module). */
function componentModules(): Map<string, string> {
  const index = readFileSync(path.join(CHAKRA, 'index.js'), 'utf8');
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '([^']+)'/g)].map(([, name = '', from = '']) => [name, from]));
  const modules = new Map<string, string>();
  for (const [, list = '', from] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g))
    for (const part of list.split(',')) {
      const [local = '', as = local] = part.trim().split(/\s+as\s+/);
      const module = from ?? namespaces.get(local);
      if (module?.startsWith('./components/')) modules.set(as, path.join(CHAKRA, module));
    }
  return modules;
}

/** The recipe keys a Chakra module and the components it imports in turn look up. */
function recipeKeys(module: string, keys = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(module)) return keys;
  seen.add(module);
  const code = readFileSync(module, 'utf8');
  for (const [, key = ''] of code.matchAll(/(?:createSlotRecipeContext|createRecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"(\w+)"/g)) keys.add(key);
  for (const [, spec = ''] of code.matchAll(/from '(\.[^']+)'/g)) {
    const imported = path.resolve(path.dirname(module), spec);
    if (imported.startsWith(COMPONENTS)) recipeKeys(imported, keys, seen);
  }
  return keys;
}

describe('the console’s Chakra system', () => {
  it('has the recipe of every Chakra part the app imports (without one, a part renders unstyled)', () => {
    const modules = componentModules();
    const used = new Set<string>();
    for (const name of importedNames()) {
      const module = modules.get(name);
      if (module) recipeKeys(module, used);
    }
    // Chakra's own theme styles these; a key without a recipe there (Text's) has nothing to miss.
    const styled = [...used].filter((key) => key in recipes || key in slotRecipes).sort();
    expect(styled).toEqual(expect.arrayContaining(['button', 'dialog', 'menu', 'table', 'tabs']));
    expect(styled.filter((key) => !consoleSystem.hasRecipe(key))).toEqual([]);
  });
});
