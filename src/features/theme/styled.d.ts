import 'styled-components';
import type { ColorToken } from '@/config/design-tokens';

declare module 'styled-components' {
  export interface DefaultTheme {
    colors: Record<ColorToken, string>;
    radii: { sm: string; md: string; lg: string; pill: string };
    space: (n: number) => string;
    fonts: { body: string };
  }
}
