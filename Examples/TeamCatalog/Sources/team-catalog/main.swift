import CatalogCommandLine
import TeamComponents

CatalogCommand.main(catalog: TeamCatalog.catalog, title: "Team components")
