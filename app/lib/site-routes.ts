// Which public paths are prerendered to static HTML at build time. Derived from the content,
// not typed twice (STYLE.md, taxonomy). The marketing issue adds every content page here.
export const prerenderPaths: string[] = ['/'];
