-- The overdue map's far views (decision 0092): per organization, day, zoom level 0-8 and cell of
-- that zoom's grid (mapCellDegrees), the morning's points summed, written by the start-of-day job
-- with the points. A platform owner's world or country view read 140,000 points on each request
-- (130 ms at a million loans); it now reads at most a few thousand cells. Tenant table:
-- row-level security from apply_tenant_security like the points.
CREATE TABLE "overdue_map_cells" (
	"organization_id" uuid NOT NULL,
	"map_date" date NOT NULL,
	"zoom" smallint NOT NULL,
	"cell_y" integer NOT NULL,
	"cell_x" integer NOT NULL,
	"customers" integer NOT NULL,
	"overdue_loans" integer NOT NULL,
	"overdue_balance" numeric(14, 2) NOT NULL,
	"max_days_overdue" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	"west" double precision NOT NULL,
	"south" double precision NOT NULL,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	CONSTRAINT "overdue_map_cells_pkey" PRIMARY KEY("organization_id","map_date","zoom","cell_y","cell_x")
);
--> statement-breakpoint
ALTER TABLE "overdue_map_cells" ADD CONSTRAINT "overdue_map_cells_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;
