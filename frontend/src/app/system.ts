import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
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
    tokens,
    semanticTokens,
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
         * These are a step darker and reach at least 4.5:1; dark mode keeps Chakra's values.
         */
        orange: {
          solid: { value: { _light: '#c2410c', _dark: '{colors.orange.500}' } },
        },
        green: {
          solid: { value: { _light: '#15803d', _dark: '{colors.green.600}' } },
        },
        fg: {
          success: { value: { _light: '#15803d', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '#c2410c', _dark: '{colors.orange.300}' } },
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraBase, poolTheme);
