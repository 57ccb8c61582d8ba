import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Building the system walks every token, and a phone pays for each one as the page starts. Two kinds
 * are dead weight here, about half of the walk between them: Chakra's colour palettes the pool never
 * draws with, and every semantic token's dark-mode value (the pool has no dark mode: nothing sets
 * Chakra's `dark` class).
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !UNUSED_PALETTES.has(palette))) as T;

type TokenTree = { [name: string]: unknown };
const isTree = (node: unknown): node is TokenTree => typeof node === 'object' && node !== null;

/** The semantic tokens with each value's light-mode one only (`{ _light, _dark }` becomes `_light`). */
const lightOnly = <T>(node: T): T => {
  if (!isTree(node)) return node;
  if (isTree(node.value) && '_light' in node.value) return { ...node, value: node.value._light } as T;
  return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, lightOnly(child)])) as T;
};

/**
 * Chakra's default tokens with only the recipes the app uses, which keeps the bundle small.
 * Using a Chakra component whose recipe is missing here renders it unstyled: add the recipe first.
 */
const chakraBase = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The pool's look: a deep gridiron navy as the brand palette, used by default everywhere. */
const poolTheme = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', bg: 'bg.subtle' },
    body: { minHeight: '100dvh', WebkitTapHighlightColor: 'transparent' },
  },
  theme: {
    tokens: {
      /**
       * The phone's own interface font, named first: Chakra's list starts with fonts the pool does not
       * ship (Inter, then each platform's by name), and the browser looks up every missing one, for
       * every size and weight on the page, before it reaches the one the phone has.
       */
      fonts: {
        heading: { value: 'system-ui, sans-serif' },
        body: { value: 'system-ui, sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e5ff' },
          200: { value: '#b3cbf5' },
          300: { value: '#7fa5e6' },
          400: { value: '#4f7fd1' },
          500: { value: '#2c5fb8' },
          600: { value: '#1d4a99' },
          700: { value: '#163a7a' },
          800: { value: '#112d5e' },
          900: { value: '#0b1f3f' },
          950: { value: '#071429' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        /**
         * Chakra's orange and green fills (the 600 shades) give white text only about 3.5:1 and 3.3:1,
         * under WCAG AA's 4.5:1, and so do its success, warning and error text colours on white.
         * These are a step darker and reach at least 4.5:1.
         */
        orange: {
          solid: { value: '#c2410c' },
        },
        green: {
          solid: { value: '#15803d' },
        },
        fg: {
          success: { value: '#15803d' },
          warning: { value: '#c2410c' },
          error: { value: '{colors.red.600}' },
        },
      },
    },
  },
});

let built: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use. Building it is the largest single piece of work as
 * the page starts, so `main.tsx` builds it in a task of its own rather than while the code loads.
 */
export const poolSystem = (): SystemContext => {
  built ??= createSystem(defaultBaseConfig, chakraBase, poolTheme);
  return built;
};
