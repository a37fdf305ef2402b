from qgis.core import (
    QgsProcessing,
    QgsProcessingAlgorithm,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterRasterLayer,
    QgsProcessingParameterString,
    QgsProcessingParameterVectorLayer,
)
import processing


class ZonalSummary(QgsProcessingAlgorithm):
    INPUT = "INPUT"
    RASTER = "RASTER"
    PREFIX = "PREFIX"
    OUTPUT = "OUTPUT"

    def name(self):
        return "zonalsummary"

    def displayName(self):
        return "Zonal summary"

    def group(self):
        return "Team tools"

    def groupId(self):
        return "teamtools"

    def createInstance(self):
        return ZonalSummary()

    def initAlgorithm(self, config=None):
        self.addParameter(QgsProcessingParameterVectorLayer(self.INPUT, "Polygons", [QgsProcessing.TypeVectorPolygon]))
        self.addParameter(QgsProcessingParameterRasterLayer(self.RASTER, "Raster"))
        self.addParameter(QgsProcessingParameterString(self.PREFIX, "Column prefix", defaultValue="z_"))
        self.addParameter(QgsProcessingParameterFeatureSink(self.OUTPUT, "Output"))

    def processAlgorithm(self, parameters, context, feedback):
        result = processing.run(
            "native:zonalstatisticsfb",
            {
                "INPUT": parameters[self.INPUT],
                "INPUT_RASTER": parameters[self.RASTER],
                "RASTER_BAND": 1,
                "COLUMN_PREFIX": self.parameterAsString(parameters, self.PREFIX, context),
                "STATISTICS": [0, 1, 2, 3, 4, 5, 6],
                "OUTPUT": parameters[self.OUTPUT],
            },
            context=context,
            feedback=feedback,
            is_child_algorithm=True,
        )
        return {self.OUTPUT: result["OUTPUT"]}
