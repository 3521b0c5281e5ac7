import { parseAst } from 'vite';

/** Where a name comes from: the module specifier and the name exported there (`*` for a namespace). */
export interface TBinding {
  spec: string;
  name: string;
}

export interface TModuleBindings {
  /** Each `import { … } from` and `export { … } from`: the names it takes from its module. */
  imports: { spec: string; names: string[] }[];
  /** Each name the module re-exports, and where it comes from. */
  exports: Map<string, TBinding>;
  /** Whether the module does nothing but pass on names from others (an index of `export … from`). */
  onlyPassesOn: boolean;
}

interface TNamed {
  type: string;
  name?: string;
  value?: unknown;
}
const nameOf = (node: TNamed) => String(node.name ?? node.value);

/** What a built module imports and re-exports, read from its syntax tree. */
export function moduleBindings(code: string): TModuleBindings {
  const locals = new Map<string, TBinding>();
  const imports: TModuleBindings['imports'] = [];
  const exports = new Map<string, TBinding>();
  const localExports: [string, string][] = [];
  let onlyPassesOn = true;
  for (const node of parseAst(code).body) {
    if (node.type === 'ImportDeclaration') {
      const spec = String(node.source.value);
      const names: string[] = [];
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportSpecifier') {
          names.push(nameOf(specifier.imported));
          locals.set(specifier.local.name, { spec, name: nameOf(specifier.imported) });
        } else if (specifier.type === 'ImportNamespaceSpecifier') locals.set(specifier.local.name, { spec, name: '*' });
        // A default import runs the module for its value: more than passing names on.
        else onlyPassesOn = false;
      }
      if (names.length > 0) imports.push({ spec, names });
      if (node.specifiers.length === 0) onlyPassesOn = false;
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      const pairs = node.specifiers.map((specifier): [string, string] => [nameOf(specifier.local), nameOf(specifier.exported)]);
      if (node.source) {
        const spec = String(node.source.value);
        imports.push({ spec, names: pairs.map(([from]) => from) });
        for (const [from, as] of pairs) exports.set(as, { spec, name: from });
      } else localExports.push(...pairs);
    } else if (!(node.type === 'ExpressionStatement' && 'directive' in node && node.directive)) onlyPassesOn = false;
  }
  for (const [local, as] of localExports) {
    const imported = locals.get(local);
    if (imported) exports.set(as, imported);
  }
  return { imports, exports, onlyPassesOn };
}
