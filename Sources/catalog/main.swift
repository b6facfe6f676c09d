import CatalogCommandLine
import DesignSystem

CatalogCommand.main(catalog: DesignSystemCatalog.catalog, title: "DesignSystem")
