export { brandGenerator, type BrandGeneratorSchema } from './generators/brand/generator';
