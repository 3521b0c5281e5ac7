import { Migration } from '@mikro-orm/migrations';

/**
 * The registry's and the console's search find a whole microchip number (9 characters or more) as
 * the start or the end of a chip (animals/animal-search.ts): a btree index for each. The trigram
 * index read hundreds of consecutive chips for one number (bench/README.md, issue 26).
 */
export class Migration20261203000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "animals_microchip_id_prefix_idx" on "animals" ("microchip_id" text_pattern_ops);`);
    this.addSql(`create index "animals_microchip_id_suffix_idx" on "animals" ((reverse("microchip_id")) text_pattern_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "animals_microchip_id_prefix_idx";`);
    this.addSql(`drop index "animals_microchip_id_suffix_idx";`);
  }
}
