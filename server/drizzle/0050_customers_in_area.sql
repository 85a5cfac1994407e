-- The customers of the transaction's scope whose map location (the residential one, else the
-- business one, as the overdue map places them) lies in an area, edges included: GET
-- /loans?bbox= (issue 14, decision 0088). As its owner, like customers_matching: under
-- row-level security numeric comparisons (not leakproof) cannot use customers_org_location_idx,
-- and every located customer of the scope would be read to find a few. The index reads the
-- area's latitudes of each organization of the scope; the longitudes are checked on those rows.
CREATE OR REPLACE FUNCTION customers_in_area(_west numeric, _south numeric, _east numeric,
  _north numeric)
RETURNS TABLE (organization_id uuid, id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT c.organization_id, c.id
  FROM customers c
  WHERE c.organization_id = ANY ((SELECT scope_organization_ids())::uuid[])
    AND coalesce(c.residential_latitude, c.business_latitude) BETWEEN _south AND _north
    AND coalesce(c.residential_longitude, c.business_longitude) BETWEEN _west AND _east
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION customers_in_area(numeric, numeric, numeric, numeric) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION customers_in_area(numeric, numeric, numeric, numeric) TO lendline_app;
